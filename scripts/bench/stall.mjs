// Stall rows: at 200 connections, each of /healthz, the product page plain
// and the product page in brotli beside bare Fastify answering the same bytes, in turns (Atelier
// run, bare run, three times), each side's median run by p99. Budget: Atelier's p99 <= 2x bare
// Fastify's and <= 100 ms, no socket error in any run. The brotli row also gives the req/s ratio
// to bare Fastify sending the same compressed bytes (the limit). The event loop's delay is read
// inside the server during each Atelier run (EVENT_LOOP_STATS over the bench's IPC channel;
// budget: p99 <= 20 ms, max <= 100 ms in the median run), and bare Fastify's during its runs
// beside it (not judged: it says what the host adds); the server's RSS at start, after the
// bursts and 60 s later is measured, not judged.
//
// Alone: `node scripts/bench/stall.mjs [--slug=vision-board]` (npm run build first) starts the
// built server on a fresh DATA_DIR at LOG_LEVEL=info, measures these rows and prints them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getRaw, rssMb } from './compressed-html.mjs';
import { LOAD, LOAD_TOOL, runLoad } from './http-load.mjs';
import { startAtelier, startBarePages } from './processes.mjs';
import { runSocketLoad } from './socket-load.mjs';

// The stall rows load the servers from raw keep-alive sockets (socket-load.mjs says why not wrk:
// its 8 KB reads left the ~100 KB page in the kernel behind a zero window for 200 ms+ at a time).
// STALL_LOAD=wrk measures them with the other rows' tool instead, to compare.
const useWrk = process.env.STALL_LOAD === 'wrk';
const STALL_TOOL = useWrk ? LOAD_TOOL : 'raw sockets';
const stallLoad = useWrk ? runLoad : runSocketLoad;

export const STALL_BUDGET = { p99Ms: 100, p99VsBare: 2, loopP99Ms: 20, loopMaxMs: 100 };
const CONNECTIONS = 200;
const SETTLE_MS = 60_000;
const CLOCK_TICKS = 100; // USER_HZ on Linux

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianRun = (runs) =>
  [...runs].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor(runs.length / 2)];

/** Warm-up, then three turns of an Atelier run and a bare run; each side's loop delay per run. */
async function pair({ atelier, atelierUrl, bareServer, bareUrl, headers }) {
  const opts = { connections: CONNECTIONS, headers };
  await stallLoad(atelierUrl, LOAD.warmupSec, opts);
  await stallLoad(bareUrl, LOAD.warmupSec, opts);
  const mine = [];
  const bare = [];
  const loops = [];
  const bareLoops = [];
  for (let i = 0; i < LOAD.runs; i++) {
    await atelier.eventLoopStats();
    mine.push(await stallLoad(atelierUrl, LOAD.durationSec, opts));
    loops.push(await atelier.eventLoopStats());
    await bareServer.eventLoopStats();
    bare.push(await stallLoad(bareUrl, LOAD.durationSec, opts));
    bareLoops.push(await bareServer.eventLoopStats());
  }
  return { mine, bare, loops, bareLoops };
}

function httpRow(name, { mine, bare }, { ratio = false } = {}) {
  const r = medianRun(mine);
  const b = medianRun(bare);
  const errors = mine.reduce((n, x) => n + x.errors, 0);
  const non2xx = mine.reduce((n, x) => n + x.non2xx, 0);
  const bareErrors = bare.reduce((n, x) => n + x.errors, 0);
  const limit = Math.min(STALL_BUDGET.p99Ms, STALL_BUDGET.p99VsBare * b.p99Ms);
  const reqRatio = r.reqPerSec / b.reqPerSec;
  const problems = [
    ...(errors === 0 && non2xx === 0 ? [] : [`${errors} socket errors, ${non2xx} non-2xx`]),
    ...(r.p99Ms <= STALL_BUDGET.p99Ms ? [] : [`p99 ${r.p99Ms.toFixed(1)} ms > 100 ms`]),
    ...(r.p99Ms <= STALL_BUDGET.p99VsBare * b.p99Ms
      ? []
      : [`p99 ${r.p99Ms.toFixed(1)} ms > 2 x bare Fastify's ${b.p99Ms.toFixed(1)} ms`]),
  ];
  const list = (runs) => runs.map((x) => x.p99Ms.toFixed(1)).join(', ');
  return {
    name,
    tool: STALL_TOOL,
    connections: CONNECTIONS,
    reqPerSec: r.reqPerSec,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    p99OfRunsMs: mine.map((x) => x.p99Ms),
    errors,
    timeouts: mine.reduce((n, x) => n + (x.timeouts ?? 0), 0),
    non2xx,
    bare: {
      reqPerSec: b.reqPerSec,
      p99Ms: b.p99Ms,
      p99OfRunsMs: bare.map((x) => x.p99Ms),
      errors: bareErrors,
    },
    ...(ratio ? { ratio: reqRatio } : {}),
    problems,
    display:
      `p99 of runs ${list(mine)} vs bare ${list(bare)}${bareErrors ? ` (bare: ${bareErrors} err)` : ''}; ` +
      `${r.reqPerSec.toFixed(0)} vs ${b.reqPerSec.toFixed(0)} req/s (${reqRatio.toFixed(2)}x) (${STALL_TOOL})`,
    budget: {
      text: `p99 <= 2x bare (${(2 * b.p99Ms).toFixed(1)}) and <= 100 ms, 0 errors`,
      limit,
      pass: problems.length === 0,
    },
  };
}

/**
 * Shown, not judged: bare Fastify sending the brotli page's bytes with Atelier's own response
 * headers (helmet's eleven, ETag, Cache-Control, Vary…) beside the same bytes with its own three,
 * in turns. Every header costs a server work of its own (Fastify's and Node's, per header, not
 * per byte), so this says how much of the brotli row's gap is the headers a shop sends.
 */
async function headersRow(name, bareUrl) {
  const opts = { connections: CONNECTIONS, headers: { 'Accept-Encoding': 'br' } };
  await stallLoad(`${bareUrl}/page-br-headers`, LOAD.warmupSec, opts);
  const withHeaders = [];
  const without = [];
  for (let i = 0; i < LOAD.runs; i++) {
    withHeaders.push(await stallLoad(`${bareUrl}/page-br-headers`, LOAD.durationSec, opts));
    without.push(await stallLoad(`${bareUrl}/page-br`, LOAD.durationSec, opts));
  }
  const h = medianRun(withHeaders);
  const b = medianRun(without);
  return {
    name,
    p99Ms: h.p99Ms,
    reqPerSec: h.reqPerSec,
    bare: { p99Ms: b.p99Ms, reqPerSec: b.reqPerSec },
    display:
      `p99 ${h.p99Ms.toFixed(1)} ms with Atelier's headers vs ${b.p99Ms.toFixed(1)} ms without; ` +
      `${h.reqPerSec.toFixed(0)} vs ${b.reqPerSec.toFixed(0)} req/s (${(h.reqPerSec / b.reqPerSec).toFixed(2)}x) (${STALL_TOOL}; shown, not judged)`,
  };
}

/**
 * The API's loop delay, judged against the budget; bare Fastify's under the same load beside it,
 * not judged: the delay of a saturated loop is about the connections times the CPU per request,
 * so it moves with the host, and bare Fastify's says how much of it is the host's.
 */
function loopRow(loops, bareLoops = []) {
  const answered = loops.filter(Boolean);
  if (answered.length < loops.length) {
    return {
      name: `Event-loop delay at ${CONNECTIONS} conn. (inside the server)`,
      display: 'the server did not answer EVENT_LOOP_STATS',
      budget: { text: 'p99 <= 20 ms, max <= 100 ms', pass: false },
    };
  }
  const p99Ms = median(answered.map((l) => l.p99Ms));
  const maxMs = median(answered.map((l) => l.maxMs));
  const bareAnswered = bareLoops.filter(Boolean);
  const bare = bareAnswered.length
    ? {
        p99Ms: median(bareAnswered.map((l) => l.p99Ms)),
        maxMs: median(bareAnswered.map((l) => l.maxMs)),
      }
    : null;
  const b = STALL_BUDGET;
  const problems = [
    ...(p99Ms <= b.loopP99Ms ? [] : [`event-loop delay p99 ${p99Ms.toFixed(1)} ms`]),
    ...(maxMs <= b.loopMaxMs ? [] : [`event-loop delay max ${maxMs.toFixed(1)} ms`]),
  ];
  return {
    name: `Event-loop delay at ${CONNECTIONS} conn. (inside the server)`,
    loopP99Ms: p99Ms,
    loopMaxMs: maxMs,
    runs: answered.map(({ p99Ms: p99, maxMs: max }) => ({ p99Ms: p99, maxMs: max })),
    ...(bare ? { bare } : {}),
    problems,
    display:
      `p99 ${p99Ms.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms (medians of ${answered.length} runs; ` +
      `max of runs ${answered.map((l) => l.maxMs.toFixed(0)).join(', ')})` +
      (bare
        ? `; bare Fastify under the same loads: p99 ${bare.p99Ms.toFixed(1)} ms, max ${bare.maxMs.toFixed(1)} ms`
        : ''),
    budget: {
      text: `p99 <= ${b.loopP99Ms} ms, max <= ${b.loopMaxMs} ms`,
      pass: problems.length === 0,
    },
  };
}

/** CPU time (user + system, all threads) of a process so far, in seconds; null when gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are the 14th and 15th fields of the whole line (12th, 13th after "comm)").
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Waits (at most 90 s) until the server uses under 5 % of a core over 2 s. */
async function untilQuiet(pid) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 2_000));
    const after = cpuSeconds(pid);
    if (before === null || after === null || (after - before) / 2 < 0.05) return;
  }
}

/**
 * `atelier` from startAtelier (url, pid, eventLoopStats); `rssAtStartMb` read when it started.
 * Returns the rows; `settle: false` skips the 60 s wait (the RSS row then says so).
 */
export async function benchStall({
  atelier,
  rssAtStartMb,
  slug = 'vision-board',
  workDir,
  settle = true,
}) {
  // The first start renders the seed shop and warms the render pool for some seconds after
  // /readyz answers: measured on top of that, the first run compares a busy server with an idle one.
  await untilQuiet(atelier.pid);
  const pagePath = `/products/${slug}`;
  const plain = await getRaw(atelier.url + pagePath, { 'accept-encoding': 'identity' });
  const br = await getRaw(atelier.url + pagePath, { 'accept-encoding': 'br' });
  if (plain.res.statusCode !== 200 || br.res.headers['content-encoding'] !== 'br')
    throw new Error(`GET ${pagePath} did not answer the page plain and in brotli`);
  const htmlFile = path.join(workDir, 'stall-page.html');
  const brFile = path.join(workDir, 'stall-page.html.br');
  writeFileSync(htmlFile, plain.body);
  writeFileSync(brFile, br.body);
  // The brotli page's headers as Atelier sends them, less those Node writes itself.
  const headersFile = path.join(workDir, 'stall-page-headers.json');
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  writeFileSync(
    headersFile,
    JSON.stringify(Object.fromEntries(Object.entries(br.res.headers).filter(([k]) => !own.has(k)))),
  );
  const bare = await startBarePages({ htmlFile, brFile, headersFile, logDir: workDir });
  const rows = [];
  const loops = [];
  const bareLoops = [];
  try {
    const cases = [
      { name: 'GET /healthz', mine: '/healthz', theirs: '/healthz', headers: {} },
      { name: `GET ${pagePath} plain`, mine: pagePath, theirs: '/page', headers: {} },
      {
        name: `GET ${pagePath} br`,
        mine: pagePath,
        theirs: '/page-br',
        headers: { 'Accept-Encoding': 'br' },
        ratio: true,
      },
    ];
    for (const c of cases) {
      const result = await pair({
        atelier,
        atelierUrl: atelier.url + c.mine,
        bareServer: bare,
        bareUrl: bare.url + c.theirs,
        headers: c.headers,
      });
      loops.push(...result.loops);
      bareLoops.push(...result.bareLoops);
      rows.push(
        httpRow(`${c.name}, ${CONNECTIONS} conn., vs bare Fastify same bytes`, result, {
          ratio: c.ratio,
        }),
      );
    }
    // Bare Fastify against itself: the same brotli bytes with and without Atelier's headers.
    rows.push(
      await headersRow(`bare Fastify, ${pagePath} br bytes with Atelier's headers`, bare.url),
    );
  } finally {
    await bare.stop();
  }
  rows.push(loopRow(loops, bareLoops));
  const afterBursts = rssMb(atelier.pid);
  if (settle) await new Promise((r) => setTimeout(r, SETTLE_MS));
  const later = settle ? rssMb(atelier.pid) : null;
  const mb = (n) => (n === null || n === undefined ? '?' : `${n.toFixed(0)} MB`);
  rows.push({
    name: 'Server RSS: at start, after the bursts, 60 s later',
    rssAtStartMb,
    rssAfterBurstsMb: afterBursts,
    rssSettledMb: later,
    display: `${mb(rssAtStartMb)} → ${mb(afterBursts)} → ${settle ? mb(later) : 'not waited'}`,
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const slug = process.argv.find((a) => a.startsWith('--slug='))?.split('=')[1] ?? 'vision-board';
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-stall-'));
  // The shop's default level: a real shop logs one line per request, and that is part of the
  // work this row measures (`npm run bench` passes its own --log-level, warn by default).
  const atelier = await startAtelier({ dataDir: workDir, logLevel: 'info' });
  let rows;
  try {
    const rssAtStartMb = rssMb(atelier.pid);
    console.log(
      `stall: ${CONNECTIONS} connections, ${LOAD.runs} turns of ${LOAD.durationSec} s after ${LOAD.warmupSec} s warm-up (${STALL_TOOL})`,
    );
    rows = await benchStall({
      atelier,
      rssAtStartMb,
      slug,
      workDir,
      settle: !process.argv.includes('--no-settle'),
    });
  } finally {
    await atelier.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  for (const row of rows) {
    const verdict = row.budget ? ` — ${row.budget.text}: ${row.budget.pass ? 'PASS' : 'FAIL'}` : '';
    console.log(`${row.name}: ${row.display}${verdict}`);
    for (const p of row.problems ?? []) console.log(`  - ${p}`);
  }
  process.exit(rows.some((r) => r.budget && !r.budget.pass) ? 1 : 0);
}
