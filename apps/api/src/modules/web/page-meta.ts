// What the server injects into index.html per route, so crawlers and link previews get a real
// title and description before any JavaScript runs. The routes and their titles are the web
// app's own (packages/shared web-routes.ts).
import { isPrivatePath, matchWebRoute, pageTitle, SITE_NAME } from '@atelier/shared/web-routes';

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

export const SITE = SITE_NAME;
const DEFAULT_DESCRIPTION =
  'Personalised, faith-inspired AI portraits and vision boards made from your photos and words — download them or order a canvas print.';

// SPEC.md §2's noindex paths are the web app's rule too (packages/shared web-routes.ts).
export { isPrivatePath, PRIVATE_PREFIXES } from '@atelier/shared/web-routes';

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
  const route = matchWebRoute(path);
  if (!route) {
    return {
      title: pageTitle('Page Not Found'),
      description: DEFAULT_DESCRIPTION,
      noindex: true,
      status: 404,
    };
  }
  return {
    title: pageTitle(route.title),
    description: route.description ?? DEFAULT_DESCRIPTION,
    noindex,
    status: 200,
  };
}
