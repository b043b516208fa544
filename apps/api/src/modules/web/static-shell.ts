import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SHELL_DATA_ID,
  SHELL_RENDERER_DIR,
  SHELL_RENDERER_FILE,
  START_AFTER_LOAD,
  type RenderShell,
  type ShellData,
} from '@atelier/shared/shell-data';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createTtlCache } from '../../lib/ttl-cache';
import { normalisePath, productSlugOf } from './page-meta';

/**
 * The first paint of the landing and product pages, rendered on the server with the web build's
 * own components (apps/web/src/app/static-shell.tsx, built to `<dist>/ssr/static-shell.mjs`), so
 * text and the hero artwork show before the JavaScript has loaded. The page's data travels with
 * it as JSON, and the browser app starts from that data instead of fetching it again.
 */
export type ShellModule = { renderShell: RenderShell };

const SHELL_FILE = path.join(SHELL_RENDERER_DIR, SHELL_RENDERER_FILE);

// Rendered pages follow the cached API answers they are made from (same few seconds).
const SHELL_TTL_MS = 10_000;

export async function loadShellModule(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<ShellModule | null> {
  const file = path.join(distDir, SHELL_FILE);
  if (!existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as Partial<ShellModule>;
    if (typeof mod.renderShell === 'function') return mod as ShellModule;
    log.warn({ file }, 'static shell module has no renderShell; pages start empty');
  } catch (err) {
    log.warn({ err, file }, 'static shell module failed to load; pages start empty');
  }
  return null;
}

type Json = { json: string; etag: string };
/** `version` names the data the shell was made from (it changes when any of it does). */
export type Shell = { html: string; dataJson: string; version: string };

/** JSON inside a <script> element: `<` escaped so no `</script>` or `<!--` can end it early. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

export function createShellRenderer(app: FastifyInstance, mod: ShellModule) {
  // Keyed by the versions (ETags) of the data a shell is made from, so a kept shell never goes
  // stale: re-rendering it on a timer only stalled every request behind a synchronous React
  // render every 10 s (the page's p99 under load).
  const rendered = createTtlCache<Shell | null>({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: 200,
  });
  const settingsCache = createTtlCache<Json | null>({ ttlMs: SHELL_TTL_MS });
  // Content writers already call contentCache.clear(); the pages' settings follow at once (as
  // the product data does through the catalogue cache), so an edit gives the page a new ETag.
  app.contentCache.onClear(() => settingsCache.clear());

  const settings = () =>
    settingsCache.get('settings', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/public/settings' });
      return res.statusCode === 200 ? { json: res.body, etag: String(res.headers.etag) } : null;
    });

  function render(
    version: string,
    pagePath: string,
    slug: string | null,
    bodies: Record<string, Json | null>,
  ): Shell | null {
    const present = Object.entries(bodies).filter((e): e is [string, Json] => e[1] !== null);
    const values = Object.fromEntries(
      present.map(([k, v]) => [k, JSON.parse(v.json) as unknown]),
    ) as Pick<ShellData, 'product' | 'products' | 'settings'>;
    const html = mod.renderShell({ path: pagePath, ...(slug !== null ? { slug } : {}), ...values });
    if (html === null) return null;
    const fields = [
      `"path":${JSON.stringify(pagePath)}`,
      ...(slug !== null ? [`"slug":${JSON.stringify(slug)}`] : []),
      ...present.map(([k, v]) => `${JSON.stringify(k)}:${v.json}`),
    ];
    return { html, dataJson: scriptSafe(`{${fields.join(',')}}`), version };
  }

  return {
    /** The shell of a public page, or null when the page has none (or it cannot be made). */
    async shellFor(pathname: string): Promise<Shell | null> {
      const pagePath = normalisePath(pathname);
      const slug = productSlugOf(pagePath);
      if (pagePath !== '/' && slug === null) return null;
      const [site, main] = await Promise.all([
        settings(),
        slug === null ? app.catalogue.listBody() : app.catalogue.productBody(slug),
      ]);
      if (!main) return null;
      const key = `${pagePath}|${main.etag}|${site?.etag ?? ''}`;
      return rendered.get(key, async () =>
        slug === null
          ? render(key, pagePath, null, { products: main, settings: site })
          : render(key, pagePath, slug, { product: main, settings: site }),
      );
    },
  };
}

/**
 * index.html with the shell inside #root (inert: it is a picture until the app takes over).
 * The shell paints without JavaScript, so the app waits: apps/web/public/start-after-load.js
 * fetches the app's entry once the page has loaded and painted, and the entry's module preloads
 * go, so the hero artwork and the font have the network and the main thread first.
 */
export function injectShell(html: string, shell: Shell): string {
  return html
    .replace(
      /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/,
      (_tag, entry: string) =>
        `<script defer src="/${START_AFTER_LOAD}" data-entry="${entry}"></script>`,
    )
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<script type="application/json" id="${SHELL_DATA_ID}">${shell.dataJson}</script>\n` +
        `    <div id="root"><div inert>${shell.html}</div></div>`,
    );
}
