import type { Product, ProductDetail } from './schemas/catalogue';
import type { PublicSettings } from './schemas/content';

// The server-painted first paint of the landing and product pages: the web build renders it
// (apps/web src/app/static-shell.tsx), the API puts it into index.html with the page's data
// (apps/api modules/web/static-shell.ts), and the browser app starts from that data
// (apps/web src/app/shell-data.ts). What the three agree on lives here.

/**
 * What the server knows about a page it rendered a first paint for; the same values seed the
 * browser's query cache.
 */
export interface ShellData {
  /** The request path: '/' or '/products/{slug}'. */
  path: string;
  /** The product slug as written in the path (the product query's key). */
  slug?: string;
  product?: ProductDetail;
  products?: Product[];
  settings?: PublicSettings;
}

/** What the web build's server renderer exports: the shell's HTML, or null for no shell. */
export type RenderShell = (data: ShellData) => string | null;

/** The id of the <script type="application/json"> element holding the page's ShellData. */
export const SHELL_DATA_ID = 'atelier-shell-data';

/** The web build's server renderer, relative to its dist/ folder (never served to browsers). */
export const SHELL_RENDERER_DIR = 'ssr';
export const SHELL_RENDERER_FILE = 'static-shell.mjs';

/** apps/web/public/start-after-load.js: starts the app's entry once a shell page has loaded. */
export const START_AFTER_LOAD = 'start-after-load.js';
