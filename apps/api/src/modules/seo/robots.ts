import { PRIVATE_PREFIXES } from '@atelier/shared/web-routes';

/** Everything public may be crawled; the private areas of SPEC.md §2 and the API may not. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PREFIXES, '/api/'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
