// Compressed HTML row (DESIGN.md §5): the server-painted product page under
// 200 connections with `Accept-Encoding: br`, beside the same page without it. Compressing the
// ~86 KB page afresh per request cost 291 req/s, a p99 of 1.1 s and 1 GB of RSS that stayed;
// compressed once per version it must keep >= 80 % of the plain req/s, a p99 <= 100 ms, and
// the server's RSS (VmRSS in /proc/<pid>/status) must grow by <= 100 MB across the row.
//
// Alone: `node scripts/bench/compressed-html.mjs [--slug=vision-board]` starts the built
// server (npm run build first) on a fresh DATA_DIR, measures this row and prints it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { LOAD, measureHttp } from './http-load.mjs';
import { startAtelier } from './processes.mjs';

export const COMPRESSED_HTML_BUDGET = { ratio: 0.8, p99Ms: 100, rssGrowthMb: 100 };
const CONNECTIONS = 200;

/** The resident set of a process in MB (Linux), or null when /proc cannot tell. */
export function rssMb(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** One GET on a fresh connection (no stale keep-alive socket), body as raw bytes. */
export function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Fails early when the page is not what the row claims to measure. */
async function checkPage(url) {
  const plain = await getRaw(url, { 'accept-encoding': 'identity' });
  const html = plain.body.toString();
  if (plain.res.statusCode !== 200 || !html.includes('<div inert>')) {
    throw new Error(`GET ${url} answered ${plain.res.statusCode} without the server-painted shell`);
  }
  const br = await getRaw(url, { 'accept-encoding': 'br' });
  if (br.res.headers['content-encoding'] !== 'br') {
    throw new Error(`GET ${url} with Accept-Encoding: br was not sent in brotli`);
  }
  return {
    plainKb: plain.body.length / 1024,
    brKb: br.body.length / 1024,
    decodes: brotliDecompressSync(br.body).toString() === html,
  };
}

export async function benchCompressedHtml({ baseUrl, pid, slug = 'vision-board' }) {
  const url = `${baseUrl}/products/${slug}`;
  const page = await checkPage(url);
  const rssBefore = rssMb(pid);
  const plain = await measureHttp({
    name: `GET /products/${slug} plain`,
    url,
    connections: CONNECTIONS,
  });
  const br = await measureHttp({
    name: `GET /products/${slug} br`,
    url,
    connections: CONNECTIONS,
    headers: { 'Accept-Encoding': 'br' },
  });
  const rssAfter = rssMb(pid);
  const rssGrowthMb = rssBefore === null || rssAfter === null ? null : rssAfter - rssBefore;
  const ratio = br.reqPerSec / plain.reqPerSec;
  // The budget is the br run's: the plain run is the yardstick (its errors are listed, since
  // a plain run that stalls makes the ratio look better than it is).
  const clean = br.errors === 0 && br.non2xx === 0;
  const b = COMPRESSED_HTML_BUDGET;
  const problems = [
    ...(clean ? [] : ['errors or non-2xx answers under load with br']),
    ...(page.decodes ? [] : ['the brotli answer does not decode to the plain page']),
    ...(ratio >= b.ratio ? [] : [`br keeps ${(ratio * 100).toFixed(0)} % of the plain req/s`]),
    ...(br.p99Ms <= b.p99Ms ? [] : [`p99 with br is ${br.p99Ms.toFixed(1)} ms`]),
    ...(rssGrowthMb !== null && rssGrowthMb <= b.rssGrowthMb
      ? []
      : [`RSS grew by ${rssGrowthMb?.toFixed(0) ?? 'an unknown amount of'} MB`]),
  ];
  const mb = (n) => (n === null ? '?' : n.toFixed(0));
  return {
    name: `GET /products/${slug} HTML, ${CONNECTIONS} conn., br vs plain`,
    url,
    tool: br.tool,
    connections: CONNECTIONS,
    reqPerSec: br.reqPerSec,
    p50Ms: br.p50Ms,
    p99Ms: br.p99Ms,
    // The br run's, like req/s and p99; the plain run's are in the display and under `plain`.
    errors: br.errors,
    timeouts: br.timeouts ?? 0,
    non2xx: br.non2xx,
    ratio,
    rssBeforeMb: rssBefore,
    rssAfterMb: rssAfter,
    rssGrowthMb,
    page,
    plain,
    br,
    problems,
    display:
      `br ${br.reqPerSec.toFixed(0)} vs plain ${plain.reqPerSec.toFixed(0)} req/s ` +
      `(${(ratio * 100).toFixed(0)} %${plain.errors ? `; plain run: ${plain.errors} err` : ''}), p99 of br runs ${br.runsP99Ms.map((x) => x.toFixed(1)).join(', ')}, ` +
      `RSS ${mb(rssBefore)} → ${mb(rssAfter)} MB; ${page.plainKb.toFixed(0)} KB → ${page.brKb.toFixed(0)} KB br (${br.tool})`,
    budget: {
      text: `br >= ${b.ratio * 100} % of plain req/s, p99 <= ${b.p99Ms} ms, RSS +<= ${b.rssGrowthMb} MB`,
      pass: problems.length === 0,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const slug = process.argv.find((a) => a.startsWith('--slug='))?.split('=')[1] ?? 'vision-board';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-html-'));
  const atelier = await startAtelier({ dataDir, logLevel: 'warn' });
  let row;
  try {
    console.log(
      `compressed-html: ${CONNECTIONS} connections, ${LOAD.runs} runs of ${LOAD.durationSec} s after ${LOAD.warmupSec} s warm-up`,
    );
    row = await benchCompressedHtml({ baseUrl: atelier.url, pid: atelier.child.pid, slug });
  } finally {
    await atelier.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { plain, br, ...rest } = row;
  console.log(JSON.stringify({ ...rest, plain: summary(plain), br: summary(br) }, null, 2));
  console.log(
    `\n${row.name}: ${row.display}\n${row.budget.text}: ${row.budget.pass ? 'PASS' : 'FAIL'}`,
  );
  for (const p of row.problems) console.log(`  - ${p}`);
  process.exit(row.budget.pass ? 0 : 1);
}

function summary(r) {
  const { reqPerSec, p50Ms, p99Ms, runsP99Ms, errors, timeouts, non2xx } = r;
  return { reqPerSec, p50Ms, p99Ms, runsP99Ms, errors, timeouts, non2xx };
}
