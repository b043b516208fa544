// What the server injects into index.html per route, so crawlers and link previews get a real
// title and description before any JavaScript runs.

export type PageMeta = {
  title: string;
  description: string;
  noindex: boolean;
  status: number;
  /** Public pages only: canonical URL, Open Graph and Twitter card data (absolute URLs). */
  share?: { url: string; type: 'website' | 'product'; image: string | null };
  /** Serialised JSON-LD (already escaped for a script element). */
  jsonLd?: string;
  /** The page's largest image, preloaded with high priority (product heroes). */
  preloadImage?: { href: string; srcset?: string; sizes: string };
};

export const SITE = 'Atelier';
const DEFAULT_DESCRIPTION =
  'Personalised, faith-inspired AI portraits and vision boards made from your photos and words — download them or order a canvas print.';

// SPEC.md §2: these prefixes carry noindex, nofollow.
export const PRIVATE_PREFIXES = [
  '/profile',
  '/admin',
  '/artwork',
  '/orders',
  '/favorites',
  '/auth',
  '/vision-board',
  '/checkout',
] as const;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

type Entry = { pattern: RegExp; title: string; description?: string };

const seg = '[^/]+';
const ROUTES: Entry[] = [
  { pattern: /^\/$/, title: `${SITE} — Faith-Inspired Personalised Portraits` },
  {
    pattern: /^\/products$/,
    title: `Products — ${SITE}`,
    description: 'Choose a personalised portrait, pet portrait or vision board to create.',
  },
  {
    pattern: new RegExp(`^/products/${seg}$`),
    title: `Personalise Your Artwork — ${SITE}`,
    description: 'Fill in a few details, add your photos and we create your personalised artwork.',
  },
  {
    pattern: /^\/gallery$/,
    title: `Gallery — ${SITE}`,
    description: 'Portraits and vision boards created for families, couples and pet lovers.',
  },
  {
    pattern: /^\/pricing$/,
    title: `Pricing — ${SITE}`,
    description: 'Free and Premium plans, canvas print sizes and download prices.',
  },
  {
    pattern: /^\/contact$/,
    title: `Contact Us — ${SITE}`,
    description: 'Questions about an order or a portrait? Write to us.',
  },
  { pattern: /^\/terms$/, title: `Terms of Service — ${SITE}` },
  { pattern: /^\/privacy$/, title: `Privacy Policy — ${SITE}` },
  { pattern: /^\/returns$/, title: `Returns & Refunds — ${SITE}` },
  {
    pattern: /^\/faq$/,
    title: `FAQ — ${SITE}`,
    description: 'Answers to common questions about portraits, prints and plans.',
  },
  {
    pattern: /^\/sections$/,
    title: `Sections — ${SITE}`,
    description:
      'Every part of the shop in one place: products by category, gallery, pricing and help.',
  },
  { pattern: /^\/auth(\/reset-password)?$/, title: `Sign In — ${SITE}` },
  { pattern: /^\/favorites$/, title: `My Favorites — ${SITE}` },
  { pattern: new RegExp(`^/orders(/${seg})?$`), title: `My Orders — ${SITE}` },
  { pattern: /^\/profile$/, title: `My Profile — ${SITE}` },
  { pattern: new RegExp(`^/checkout/demo/${seg}$`), title: `Checkout — ${SITE}` },
  {
    pattern: new RegExp(`^/(artwork(/${seg}(/${seg})?)?|vision-board/${seg}/artwork/${seg})$`),
    title: `My Portraits — ${SITE}`,
  },
  {
    pattern: new RegExp(
      `^/admin(/(users|pricing|saved-variants|categories|blueprints(/${seg})?|(products|gallery|testimonials)(/new|/${seg}/edit)?))?$`,
    ),
    title: `Admin — ${SITE}`,
  },
];

/** The path without trailing slashes ('/' stays '/'): the form canonical URLs use. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The slug of a product page path (`/products/{slug}`), decoded, or null for any other path. */
export function productSlugOf(pathname: string): string | null {
  const m = /^\/products\/([^/]+)$/.exec(normalisePath(pathname));
  if (!m?.[1]) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    // Fastify already refuses malformed escapes with 400; should one pass, no slug matches it.
    return m[1];
  }
}

export function resolvePageMeta(pathname: string): PageMeta {
  const path = normalisePath(pathname);
  const noindex = isPrivatePath(path);
  const entry = ROUTES.find((r) => r.pattern.test(path));
  if (!entry) {
    return {
      title: `Page Not Found — ${SITE}`,
      description: DEFAULT_DESCRIPTION,
      noindex: true,
      status: 404,
    };
  }
  return {
    title: entry.title,
    description: entry.description ?? DEFAULT_DESCRIPTION,
    noindex,
    status: 200,
  };
}
