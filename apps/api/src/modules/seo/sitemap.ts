/** Public pages a crawler should find besides the products (SPEC.md §2). */
export const SITEMAP_PAGES = [
  '/',
  '/products',
  '/gallery',
  '/pricing',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
  '/returns',
] as const;

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export type SitemapEntry = { path: string; lastmod?: Date };

export function buildSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `    <loc>${escapeXml(`${publicUrl}${path}`)}</loc>`;
    const mod = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `  <url>\n${loc}${mod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
