// Every page of the web app, once: the browser's router declares these paths (apps/web
// app/router.tsx, whose test checks it declares exactly these), and the server answers each with
// 200 and its title before any JavaScript runs (apps/api modules/web/page-meta.ts); any other
// path is 404 "Page Not Found". A page added to the router and not here fails that test.

export const SITE_NAME = 'Atelier';

/** The tab title of a page: "Gallery — Atelier"; the landing page's without a name. */
export function pageTitle(title?: string): string {
  return title ? `${title} — ${SITE_NAME}` : `${SITE_NAME} — Faith-Inspired Personalised Portraits`;
}

// SPEC.md §2: pages under these prefixes carry noindex, nofollow (the server's first answer, the
// app while navigating, robots.txt).
export const PRIVATE_PREFIXES = [
  '/profile',
  '/admin',
  '/artwork',
  '/orders',
  '/favorites',
  '/auth',
  '/vision-board',
  '/checkout',
  // A review link's token is the buyer's key: never indexed.
  '/review',
] as const;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export type WebRoute = {
  /** React Router's form: '/products/:productSlug'. */
  path: string;
  /** The page's own name in its tab title (pageTitle); the landing page has none. */
  title?: string;
  /** The meta description, where the page has one of its own. */
  description?: string;
};

const admin = (path: string, title: string): WebRoute => ({
  path: `/admin${path}`,
  title: `Admin · ${title}`,
});

export const WEB_ROUTES: readonly WebRoute[] = [
  { path: '/' },
  {
    path: '/products',
    title: 'Products',
    description: 'Choose a personalised portrait, pet portrait or vision board to create.',
  },
  {
    path: '/products/:productSlug',
    title: 'Personalise Your Artwork',
    description: 'Fill in a few details, add your photos and we create your personalised artwork.',
  },
  {
    path: '/gallery',
    title: 'Gallery',
    description: 'Portraits and vision boards created for families, couples and pet lovers.',
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description: 'Free and Premium plans, canvas print sizes and download prices.',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Questions about an order or a portrait? Write to us.',
  },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/returns', title: 'Returns & Refunds' },
  {
    path: '/faq',
    title: 'FAQ',
    description: 'Answers to common questions about portraits, prints and plans.',
  },
  {
    path: '/sections',
    title: 'Sections',
    description:
      'Every part of the shop in one place: products by category, gallery, pricing and help.',
  },
  { path: '/auth', title: 'Sign In' },
  { path: '/auth/reset-password', title: 'Reset Password' },
  { path: '/vision-board/:visionBoardId/artwork/:artworkId', title: 'My Portraits' },
  { path: '/artwork/:visionBoardId/:artworkId', title: 'My Portraits' },
  { path: '/artwork/:visionBoardId', title: 'My Portraits' },
  { path: '/artwork', title: 'My Portraits' },
  { path: '/artwork/:visionBoardId/:artworkId/canvas', title: 'Order canvas print' },
  { path: '/favorites', title: 'My Favorites' },
  { path: '/orders', title: 'My Orders' },
  { path: '/orders/:orderId', title: 'Order Tracking' },
  { path: '/profile', title: 'My Profile' },
  { path: '/checkout/demo/:sessionId', title: 'Checkout' },
  { path: '/review/:token', title: 'Write a Review' },
  admin('', 'Dashboard'),
  admin('/users', 'Users'),
  admin('/users/:id', 'User'),
  admin('/generations', 'Generations'),
  admin('/messages', 'Messages'),
  admin('/outbox', 'Outbox'),
  admin('/audit', 'Audit log'),
  admin('/products', 'Products'),
  admin('/products/new', 'New Product'),
  admin('/products/:id/edit', 'Edit Product'),
  admin('/gallery', 'Gallery'),
  admin('/gallery/new', 'New Gallery Item'),
  admin('/gallery/:id/edit', 'Edit Gallery Item'),
  admin('/pricing', 'Pricing'),
  admin('/testimonials', 'Testimonials'),
  admin('/testimonials/new', 'New Testimonial'),
  admin('/testimonials/:id/edit', 'Edit Testimonial'),
  admin('/reviews', 'Reviews'),
  admin('/blueprints', 'Blueprints'),
  admin('/blueprints/:blueprintId', 'Blueprint'),
  admin('/saved-variants', 'Saved Variants'),
  admin('/categories', 'Categories'),
  admin('/settings', 'Site Content'),
  admin('/orders', 'Orders'),
  admin('/orders/:id', 'Order'),
];

const compiled = WEB_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  ),
}));

/** The page a path (no query, no trailing slash but '/') shows, or null: "Page Not Found". */
export function matchWebRoute(pathname: string): WebRoute | null {
  return compiled.find((c) => c.pattern.test(pathname))?.route ?? null;
}
