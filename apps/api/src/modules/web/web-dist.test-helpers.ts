import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const INDEX_HTML = `<!doctype html><html lang="en"><head>
<title>Atelier</title>
<meta name="description" content="default" />
<script type="module" src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

/** A stand-in web build (index.html + one asset) in a temp dir, for WEB_DIST_DIR. */
export function createWebDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The content of `<meta property|name="key" content="...">`, HTML-unescaped, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`);
  const raw = re.exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}
