// Fonts row: the built CSS declares Inter from files in the build itself (self-hosted from
// @fontsource-variable/inter), every @font-face swaps, and nothing points at a font host.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const isExternal = (url) => /^(https?:)?\/\//i.test(url);

export function fontsSelfHosted({ distDir }) {
  const assetsDir = path.join(distDir, 'assets');
  if (!existsSync(assetsDir)) throw new Error(`${assetsDir} is missing: build the web app first`);
  const cssFiles = readdirSync(assetsDir).filter((f) => f.endsWith('.css'));
  const problems = [];
  let faces = 0;
  let interFaces = 0;
  for (const file of cssFiles) {
    const css = readFileSync(path.join(assetsDir, file), 'utf8');
    for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      faces++;
      if (/font-family:\s*["']?Inter/i.test(body)) interFaces++;
      if (!/font-display:\s*swap/.test(body)) problems.push(`${file}: @font-face without swap`);
      for (const [, raw] of body.matchAll(/url\(([^)]+)\)/g)) {
        const url = raw.replace(/^["']|["']$/g, '');
        if (isExternal(url)) problems.push(`${file}: font from ${url}`);
        else if (!url.startsWith('data:')) {
          const local = path.join(distDir, new URL(url, 'http://x/assets/').pathname);
          if (!existsSync(local)) problems.push(`${file}: ${url} is not in the build`);
        }
      }
    }
    for (const [, url] of css.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g))
      if (isExternal(url)) problems.push(`${file}: @import ${url}`);
  }
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1] ?? '';
    if (isExternal(href)) problems.push(`index.html: <link href="${href}">`);
  }
  if (interFaces === 0) problems.push('no @font-face for Inter in the built CSS');
  return {
    name: 'fonts self-hosted, font-display swap',
    faces,
    interFaces,
    problems,
    display: `${interFaces} Inter faces, ${problems.length} problems`,
    budget: { text: 'no font host, all swap', pass: problems.length === 0 },
  };
}
