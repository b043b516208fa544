import type { PageMeta } from './page-meta';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts the route's title, description and robots marker into the built index.html. */
export function renderIndex(template: string, meta: PageMeta): string {
  let html = template.replace(
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(meta.title)}</title>`,
  );
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  html = /<meta\s+name="description"[^>]*>/.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/, description)
    : html.replace('</head>', `    ${description}\n  </head>`);
  if (meta.noindex) {
    html = html.replace(
      '</head>',
      '    <meta name="robots" content="noindex, nofollow" />\n  </head>',
    );
  }
  return html;
}
