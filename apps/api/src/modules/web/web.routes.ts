import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_RENDERER_DIR } from '@atelier/shared/shell-data';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentEncoding } from '../../lib/compressed-cache';
import { etagOf, sendVersioned } from '../../lib/http-cache';
import { resolvePageMeta, type PageMeta } from './page-meta';
import { resolveSeoMeta } from './page-seo';
import { inlineStylesheets, renderIndex } from './render-index';
import { createPageCache, type Page } from './page-cache';
import { createShellRenderer, injectShell, loadShellModule, type Shell } from './static-shell';

/**
 * How long a path's finished page is taken as it is without asking the caches it is made from.
 * Every request of a hot page otherwise went through the SEO, settings, catalogue and shell
 * caches (a dozen promises) to find the same page again: with this, a product page under load
 * costs about what /healthz does. A shop change clears it at once (the catalogue and content
 * caches' clear(), which it follows); what those caches learn by their own 10 s expiry shows at most this much later.
 */
const PAGE_MEMO_MS = 1_000;
/** Paths kept (a path's spellings count apart); the least recently made goes first. */
const MAX_PATHS = 200;

/**
 * What a path answers: the page, its status and whether robots are told to stay away; and the
 * page's compressed copies once sent (sendVersioned keeps them here for the next request).
 */
type PathPage = {
  page: Page;
  status: number;
  noindex: boolean;
  until: number;
  compressed: Partial<Record<ContentEncoding, Buffer>>;
};

// A product page's meta is one object per product version (page-seo.ts): its key is made once.
// The key is a hash of the meta, not the meta itself: a page-cache key of several KB (the
// JSON-LD) cost a fresh string and its hashing on every request (~9 % of the page's CPU).
const metaKeys = new WeakMap<PageMeta, string>();
function metaKey(meta: PageMeta): string {
  let key = metaKeys.get(meta);
  if (key === undefined) metaKeys.set(meta, (key = etagOf(JSON.stringify(meta))));
  return key;
}

/**
 * Serves the built web app on the API's port: hashed assets with immutable caching, every other
 * GET outside /api and /media answered with index.html carrying the route's meta tags.
 */
export async function webRoutes(app: FastifyInstance) {
  const distDir = app.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found; run `npm run build` to serve the web app');
    return;
  }
  const template = inlineStylesheets(readFileSync(indexFile, 'utf8'), (href) => {
    const file = path.join(distDir, href);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  const shellModule = await loadShellModule(distDir, app.log);
  const shells = shellModule ? createShellRenderer(app, shellModule) : null;
  const pages = createPageCache();
  const byPath = new Map<string, PathPage>();
  app.catalogueCache.onClear(() => byPath.clear());
  app.contentCache.onClear(() => byPath.clear());

  const send = (request: FastifyRequest, reply: FastifyReply, known: PathPage) => {
    if (known.noindex) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return sendVersioned(request, reply, {
      body: known.page.bytes,
      etag: known.page.etag,
      status: known.status,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      compressed: known.compressed,
    });
  };

  /** The page for a path, from the caches it is made of; kept in byPath when all of it answered. */
  async function pageFor(request: FastifyRequest, pathname: string): Promise<PathPage> {
    let whole = true;
    const meta = await resolveSeoMeta(app.seo, app.config.publicUrl, pathname).catch(
      (err: unknown) => {
        // A failed lookup costs the share tags, never the page.
        request.log.error({ err }, 'page meta lookup failed');
        whole = false;
        return resolvePageMeta(pathname);
      },
    );
    let shell: Shell | null = null;
    if (shells && meta.status === 200 && !meta.noindex) {
      shell = await shells.shellFor(pathname).catch((err: unknown) => {
        // Without the shell the page still works: the app renders it in the browser.
        request.log.warn({ err }, 'static shell failed');
        whole = false;
        return null;
      });
    }
    // The meta and the shell's data versions are all the page is made of.
    const page = pages.get(`${metaKey(meta)}\n${shell?.version ?? ''}`, () => {
      const html = renderIndex(template, meta);
      return shell ? injectShell(html, shell) : html;
    });
    const known = { page, status: meta.status, noindex: meta.noindex, until: 0, compressed: {} };
    // Only a 200 is kept: each unknown path would otherwise take a place (they all share the
    // one 404 page in `pages` anyway).
    if (whole && meta.status === 200) {
      known.until = Date.now() + PAGE_MEMO_MS;
      byPath.delete(pathname);
      if (byPath.size >= MAX_PATHS) byPath.delete(byPath.keys().next().value as string);
      byPath.set(pathname, known);
    }
    return known;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The web build writes .br and .gz beside each asset; send the smallest the browser accepts.
    preCompressed: true,
    // The server answers these from the database (modules/seo); a copy in the build would
    // otherwise claim the same route and stop the server from starting.
    // SHELL_RENDERER_DIR (ssr/) is the server's own page renderer (static-shell.ts), not for browsers.
    globIgnore: ['robots.txt', 'sitemap.xml', `${SHELL_RENDERER_DIR}/**`],
    // Vite puts a content hash in every file under assets/, so they never change.
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // Pages are compressed once per version by sendVersioned, not again by the compress plugin.
  app.get('/*', { schema: { hide: true }, compress: false }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route for GET ${pathname}` },
      });
    }
    const known = byPath.get(pathname);
    if (known && known.until > Date.now()) return send(request, reply, known);
    return pageFor(request, pathname).then((found) => send(request, reply, found));
  });
}
