import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

// public/start-after-load.js, as the server puts it on the landing and product pages in place
// of the module script: the app's entry must start once, after the page has loaded.
const LOADER = readFileSync(path.join(__dirname, '../../public/start-after-load.js'), 'utf8');
const ENTRY = '/assets/index-abc123.js';

function page(entry: string | null = ENTRY) {
  const attr = entry === null ? '' : ` data-entry="${entry}"`;
  return new JSDOM(
    `<!doctype html><html><head><script${attr}>${LOADER}</script></head>` +
      `<body><div id="root"><h1>Painted by the server</h1></div></body></html>`,
    { runScripts: 'dangerously' },
  );
}

const moduleScripts = (dom: JSDOM) =>
  [...dom.window.document.querySelectorAll('script[type="module"]')].map((s) =>
    s.getAttribute('src'),
  );

const loaded = (dom: JSDOM) =>
  new Promise<void>((resolve) => {
    if (dom.window.document.readyState === 'complete') resolve();
    else dom.window.addEventListener('load', () => resolve(), { once: true });
  });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('start-after-load.js', () => {
  it('adds nothing while the page is still loading', () => {
    const dom = page();
    expect(dom.window.document.readyState).not.toBe('complete');
    expect(moduleScripts(dom)).toEqual([]);
  });

  it('adds the entry as a module script once the page has loaded, and only once', async () => {
    const dom = page();
    await loaded(dom);
    await pause(200);
    expect(moduleScripts(dom)).toEqual([ENTRY]);
    const script = dom.window.document.querySelector('script[type="module"]');
    expect(script?.getAttribute('crossorigin')).toBe('');
    // The 2.5 s fallback fires later and must not start the app a second time.
    await pause(2600);
    expect(moduleScripts(dom)).toEqual([ENTRY]);
  });

  it('does nothing without an entry', async () => {
    const dom = page(null);
    await loaded(dom);
    await pause(200);
    expect(moduleScripts(dom)).toEqual([]);
  });
});
