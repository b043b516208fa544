// The JS the landing page loads first: every <script type="module" src> and
// <link rel="modulepreload" href> of the built index.html, gzip-compressed (zlib default level).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJs({ distDir, budgetKb }) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the web app first`);
  const html = readFileSync(indexFile, 'utf8');
  const urls = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\b${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) urls.add(attr('src'));
    if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href'))
      urls.add(attr('href'));
  }
  const files = [...urls].map((url) => {
    const file = path.join(distDir, new URL(url, 'http://x/').pathname);
    const body = readFileSync(file);
    return { url, bytes: body.length, gzipBytes: gzipSync(body).length };
  });
  const gzipKb = files.reduce((n, f) => n + f.gzipBytes, 0) / 1024;
  return {
    name: 'initial JS of / (gzip)',
    files,
    gzipKb,
    budget: { metric: 'gzip', limit: budgetKb, unit: 'KB', pass: gzipKb <= budgetKb },
  };
}
