import { SITE, type PageMeta } from './page-meta';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Canonical link, Open Graph and Twitter card tags for a public page. */
function shareTags(meta: PageMeta): string[] {
  if (!meta.share) return [];
  const { url, type, image } = meta.share;
  const prop = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    prop('og:type', type),
    prop('og:site_name', SITE),
    prop('og:title', meta.title),
    prop('og:description', meta.description),
    prop('og:url', url),
    ...(image ? [prop('og:image', image)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(image ? [named('twitter:image', image)] : []),
  ];
}

/**
 * Puts the route's title, description, robots marker, share tags and JSON-LD into the built
 * index.html.
 */
export function renderIndex(template: string, meta: PageMeta): string {
  let html = template.replace(
    /<title>[\s\S]*?<\/title>/,
    () => `<title>${escapeHtml(meta.title)}</title>`,
  );
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  html = /<meta\s+name="description"[^>]*>/.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/, () => description)
    : html.replace('</head>', () => `    ${description}\n  </head>`);
  const preload = meta.preloadImage;
  const extra = [
    ...(preload
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"${
            preload.srcset
              ? ` imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes)}"`
              : ''
          } fetchpriority="high" />`,
        ]
      : []),
    ...(meta.noindex ? ['<meta name="robots" content="noindex, nofollow" />'] : []),
    ...shareTags(meta),
    // JSON-LD is data, not script: the CSP's script-src does not apply to it.
    ...(meta.jsonLd ? [`<script type="application/ld+json">${meta.jsonLd}</script>`] : []),
  ];
  if (extra.length === 0) return html;
  return html.replace('</head>', () => `${extra.map((t) => `    ${t}\n`).join('')}  </head>`);
}

/**
 * Puts the build's stylesheets into the page itself, so the first paint waits for no other
 * request (the CSS is small, and HTML goes out compressed). The link stays, disabled (never
 * fetched): it tells Vite's chunk loader that the stylesheet is already in the page, so a
 * lazy page does not load and apply it a second time. Links to files that are missing,
 * outside the build or not safe to inline stay as they are.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string | null) {
  return template.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\bhref="(\/assets\/[\w.-]+\.css)"/.exec(tag)?.[1];
    const css = href ? readAsset(href) : null;
    if (!href || css === null || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style>\n    <link rel="stylesheet" href="${href}" disabled>`;
  });
}
