// Regression-set row (issue 25 point 10, decision 026): a regression set of 12 variants on the
// local studio finishes within 30 s on this 2-core machine. A fresh built server (its own
// DATA_DIR, or a scratch database beside DATABASE_URL's; the bench admin of large-shop.mjs),
// through its admin API only: 12 test runs of the
// Divine Portrait's live version with the library's seed photo of a person (4 styles × 3
// seeds), each marked in the regression set (PATCH inRegressionSet), a new version with a
// studio setting changed, then "Run the set on version N" (POST regression-runs). Timed: from
// that POST until GET /api/admin/regression-runs/:id answers finished = total = 12, no failure.
// The 12 test runs before are setup (their time is reported, not judged).
//
// The server runs with the worker's defaults (WORKER_CONCURRENCY 2, RENDER_THREADS = cores);
// either variable set for the bench passes through, to profile where the time goes.
// Runs alone too: `node scripts/bench/regression-set.mjs` (after `npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_ADMIN, signInAdmin } from './large-shop.mjs';
import { startAtelier } from './processes.mjs';
import { scratchDatabase } from './queue.mjs';

const SET_SIZE = 12;
const BUDGET_S = 30;
const PRODUCT = 'divine-portrait';
const SEEDS_PER_STYLE = 3;
const SETUP_TIMEOUT_MS = 600_000;
const RUN_TIMEOUT_MS = 300_000;
const POLL_MS = 250;
const DRAFT_KEYS = [
  'promptTemplate',
  'negativePrompt',
  'captionTemplate',
  'fieldRoles',
  'stylePreset',
  'studioSettings',
  'provider',
  'model',
  'width',
  'height',
  'imagesPerRun',
  'seedPolicy',
  'fixedSeed',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** JSON calls as the bench admin; a non-2xx answer throws with its body. */
function adminClient(baseUrl, auth) {
  return async (method, url, body) => {
    const res = await fetch(baseUrl + url, {
      method,
      headers: {
        ...auth,
        origin: baseUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
}

/** Polls `read` until `done(answer)`; throws `what` after `timeoutMs`. */
async function until(read, done, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await read();
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`${what} after ${timeoutMs / 1000} s`);
    await sleep(POLL_MS);
  }
}

/** The 12 originals: test runs of the live version, each waited for and marked in the set. */
async function regressionSetOf(call, { blueprintId, versionId, photoId, styles }) {
  const started = [];
  for (const [i, style] of styles.entries()) {
    for (let s = 0; s < SEEDS_PER_STYLE; s++) {
      const run = await call('POST', `/api/admin/blueprints/${blueprintId}/test-runs`, {
        versionId,
        values: {
          subject_name: `Bench ${i * SEEDS_PER_STYLE + s + 1}`,
          art_style: style,
          scripture_verse: 'Psalm 23:1 — The Lord is my shepherd',
          add_halo: s % 2 === 0 ? 'true' : '',
        },
        photos: [{ fieldName: 'photo', samplePhotoId: photoId }],
        seed: 1000 + i * SEEDS_PER_STYLE + s,
      });
      started.push(...run.items);
    }
  }
  const originals = [];
  for (const v of started.slice(0, SET_SIZE)) {
    const done = await until(
      () => call('GET', `/api/admin/saved-variants/${v.id}`),
      (a) => a.status === 'succeeded' || a.status === 'failed',
      SETUP_TIMEOUT_MS,
      `test run ${v.id} did not finish`,
    );
    if (done.status === 'failed') throw new Error(`test run ${v.id} failed: ${done.lastError}`);
    originals.push(
      await call('PATCH', `/api/admin/saved-variants/${v.id}`, {
        inRegressionSet: true,
        updatedAt: done.updatedAt,
      }),
    );
  }
  return originals;
}

/** Saves the live version again with one studio setting changed: the "version N" to try. */
async function changedVersion(call, blueprintId, liveId) {
  const live = await call('GET', `/api/admin/blueprints/${blueprintId}/versions/${liveId}`);
  const draft = Object.fromEntries(DRAFT_KEYS.map((k) => [k, live[k]]));
  draft.provider ??= 'local';
  draft.studioSettings = {
    ...draft.studioSettings,
    renaissance: { palette: 'olive', frame: null, light: null, type: null },
  };
  return call('POST', `/api/admin/blueprints/${blueprintId}/versions`, {
    draft,
    changeNote: 'Bench: the Renaissance style in the olive palette',
  });
}

/** The row against a running server whose admin is BENCH_ADMIN. */
export async function measureRegressionSet(baseUrl) {
  const call = adminClient(baseUrl, await signInAdmin(baseUrl));
  const product = await call('GET', `/api/products/${PRODUCT}`);
  const styles = product.fields
    .find((f) => f.fieldName === 'art_style')
    .fieldOptions.map((o) => o.title)
    .slice(0, SET_SIZE / SEEDS_PER_STYLE);
  const { items: blueprints } = await call('GET', '/api/admin/blueprints');
  const blueprint = blueprints.find((b) => b.product.id === product.id);
  const { items: photos } = await call('GET', '/api/admin/sample-photos');
  const photo = photos.find((p) => p.source === 'seed' && p.label.startsWith('A person'));
  if (!blueprint?.live || !photo) throw new Error(`no live blueprint or seed photo of a person`);

  const setupStart = performance.now();
  const originals = await regressionSetOf(call, {
    blueprintId: blueprint.id,
    versionId: blueprint.live.id,
    photoId: photo.id,
    styles,
  });
  const setupS = (performance.now() - setupStart) / 1000;
  const version = await changedVersion(call, blueprint.id, blueprint.live.id);

  const start = performance.now();
  const started = await call('POST', `/api/admin/blueprints/${blueprint.id}/regression-runs`, {
    versionId: version.id,
  });
  const run = await until(
    () => call('GET', `/api/admin/regression-runs/${started.regressionRunId}`),
    (r) => r.total === started.items.length && r.finished === r.total,
    RUN_TIMEOUT_MS,
    'the regression run did not finish',
  );
  const seconds = (performance.now() - start) / 1000;
  const renders = run.results.map((r) => r.rerun.durationMs ?? 0);
  return { seconds, setupS, originals: originals.length, run, renders };
}

/** The bench row; starts and stops its own server on a temp DATA_DIR. */
export async function benchRegressionSet({ logLevel = 'warn' } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-regression-'));
  const passThrough = Object.fromEntries(
    ['WORKER_CONCURRENCY', 'RENDER_THREADS'].flatMap((k) =>
      process.env[k] ? [[k, process.env[k]]] : [],
    ),
  );
  // On PostgreSQL a fresh scratch database beside DATABASE_URL's, seeded by the server.
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
  let atelier;
  try {
    atelier = await startAtelier({
      dataDir,
      logLevel,
      env: {
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        ...passThrough,
      },
      // Seeding the fresh shop renders its images: minutes on a loaded 2-core machine.
      readyTimeoutMs: 600_000,
    });
    const m = await measureRegressionSet(atelier.url);
    const { run } = m;
    const concurrency = Number(passThrough.WORKER_CONCURRENCY ?? 2);
    const rendersS = m.renders.reduce((a, b) => a + b, 0) / 1000;
    const problems = [
      ...(run.total === SET_SIZE ? [] : [`${run.total} re-runs, ${SET_SIZE} expected`]),
      ...(run.failed === 0 ? [] : [`${run.failed} re-runs failed`]),
    ];
    return {
      name: `Regression set of ${SET_SIZE} variants on the local studio (${scratch ? 'postgres' : 'pglite'})`,
      seconds: m.seconds,
      setupSeconds: m.setupS,
      renderMedianMs: median(m.renders),
      rendersSeconds: rendersS,
      workerConcurrency: concurrency,
      maxDistance: run.maxDistance,
      problems,
      display: `${run.finished}/${run.total} re-runs in ${m.seconds.toFixed(1)} s (renders ${(median(m.renders) / 1000).toFixed(1)} s median, ${rendersS.toFixed(1)} s in all, ${concurrency} at a time; largest change ${run.maxDistance ?? '-'}); set made in ${m.setupS.toFixed(1)} s`,
      budget: {
        metric: 'all finished',
        limit: BUDGET_S,
        unit: 's',
        pass: problems.length === 0 && m.seconds <= BUDGET_S,
      },
    };
  } finally {
    await atelier?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchRegressionSet();
  console.log(`${r.name}: ${r.display} ${r.budget.pass ? 'PASS' : 'FAIL'}`);
  for (const p of r.problems) console.log(`  - ${p}`);
}
