// Upload memory row: a fresh built server takes 200 signed-in uploads of a
// ~5.8 MB 12 MP JPEG, 20 at a time, and its resident memory (VmRSS of /proc/<pid>/status) is read
// before, at the peak during the burst (sampled every 100 ms) and 60 s after it. Budget: the peak
// at most 300 MB above the start, and back within 100 MB of the start after 60 s.
//
// The server is a process of its own (own DATA_DIR, own port), so nothing the other rows did is
// in its memory. Runs alone too: `node scripts/bench/upload-memory.mjs` (after `npm run build`).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { startAtelier } from './processes.mjs';

export const UPLOAD_MEMORY_BUDGET = { peakGrowthMb: 300, afterGrowthMb: 100 };
const UPLOADS = 200;
const PARALLEL = 20;
const SETTLE_MS = 60_000;
const SAMPLE_MS = 100;
// A real photograph (public domain, from scikit-image's sample data); BENCH_UPLOAD_PHOTO picks
// another. Without one, a flat colour under the same grain (about the same size).
const PHOTO =
  process.env.BENCH_UPLOAD_PHOTO ??
  fileURLToPath(new URL('../../apps/api/src/db/seed/photos/astronaut.png', import.meta.url));

/**
 * A 4000×3000 (12 MP) quality-95 JPEG of a real photo with a camera's grain over it: about
 * 5.8 MB, what a phone writes (the grain is what keeps it that large).
 */
export async function makeUploadPhoto(source = PHOTO) {
  const size = { width: 4000, height: 3000, channels: 3 };
  const base = await (
    existsSync(source)
      ? sharp(source).resize(size.width, size.height, { fit: 'cover' })
      : sharp({ create: { ...size, background: '#8a7f70' } })
  )
    .removeAlpha()
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { ...size, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .raw()
    .toBuffer();
  return sharp(base, { raw: size })
    .composite([{ input: grain, raw: size, blend: 'overlay' }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A new shopper on `baseUrl` (email sign-up); its bearer token. */
export async function signUp(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password',
      name: 'Bench',
    }),
  });
  const token = res.headers.get('set-auth-token');
  if (!res.ok || !token) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return token;
}

/** The bench row; starts and stops its own server on a temp DATA_DIR. */
export async function benchUploadMemory({ logLevel = 'warn' } = {}) {
  const photo = await makeUploadPhoto();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-uploads-'));
  const env = {
    // The per-minute upload limit would refuse most of a 200-upload burst from one address.
    UPLOAD_RATE_LIMIT_MAX: String(UPLOADS * 2),
    // As `npm start` runs the server (scripts/start.mjs); BENCH_MALLOC_ARENA_MAX=default
    // measures glibc's own setting.
    ...(process.env.BENCH_MALLOC_ARENA_MAX === 'default'
      ? {}
      : { MALLOC_ARENA_MAX: process.env.BENCH_MALLOC_ARENA_MAX ?? '2' }),
  };
  const start = () => startAtelier({ dataDir, logLevel, env });
  // The first start seeds the shop (rendering its images); the account made there is kept. The
  // measured process is the second, fresh one: what a restarted server holds.
  let server = await start();
  let token;
  try {
    token = await signUp(server.url);
  } finally {
    await server.stop();
  }
  server = await start();
  const pid = server.child.pid;
  try {
    await sleep(3000); // start-up work settles
    const startMb = rssMb(pid);
    let peakMb = startMb;
    const sampler = setInterval(() => {
      try {
        peakMb = Math.max(peakMb, rssMb(pid));
      } catch {
        // the process is gone; the uploads will say so
      }
    }, SAMPLE_MS);

    const failures = new Map();
    let next = 0;
    let ok = 0;
    const began = performance.now();
    const uploader = async () => {
      while (next < UPLOADS) {
        next++;
        const form = new FormData();
        form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
        try {
          const res = await fetch(`${server.url}/api/upload/image`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          const body = await res.text();
          if (res.ok) ok++;
          else {
            const msg = `${res.status} ${body.slice(0, 160)}`;
            failures.set(msg, (failures.get(msg) ?? 0) + 1);
          }
        } catch (err) {
          const msg = String(err?.cause?.message ?? err?.message ?? err);
          failures.set(msg, (failures.get(msg) ?? 0) + 1);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, uploader));
    const burstMs = performance.now() - began;
    const endMb = rssMb(pid);
    await sleep(SETTLE_MS);
    clearInterval(sampler);
    const afterMb = rssMb(pid);

    const peakGrowthMb = peakMb - startMb;
    const afterGrowthMb = afterMb - startMb;
    const errors = UPLOADS - ok;
    const pass =
      errors === 0 &&
      peakGrowthMb <= UPLOAD_MEMORY_BUDGET.peakGrowthMb &&
      afterGrowthMb <= UPLOAD_MEMORY_BUDGET.afterGrowthMb;
    return {
      name: `Upload burst RSS (${UPLOADS} × ${(photo.length / 1e6).toFixed(1)} MB JPEG, ${PARALLEL} at a time${env.MALLOC_ARENA_MAX ? '' : ', glibc default arenas'})`,
      mallocArenaMax: env.MALLOC_ARENA_MAX ?? null,
      uploads: UPLOADS,
      parallel: PARALLEL,
      photoBytes: photo.length,
      ok,
      errors,
      ...(errors ? { errorMessages: [...failures].map(([m, n]) => `${n}× ${m}`) } : {}),
      burstMs,
      rssStartMb: startMb,
      rssPeakMb: peakMb,
      rssAtEndOfBurstMb: endMb,
      rssAfter60sMb: afterMb,
      display: `${startMb.toFixed(0)} → peak ${peakMb.toFixed(0)} → ${afterMb.toFixed(0)} MB after 60 s (burst ${(burstMs / 1000).toFixed(1)} s)`,
      budget: {
        text: `peak +${UPLOAD_MEMORY_BUDGET.peakGrowthMb} MB, +${UPLOAD_MEMORY_BUDGET.afterGrowthMb} MB after 60 s`,
        pass,
      },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const row = await benchUploadMemory();
  console.log(JSON.stringify(row, null, 2));
  process.exit(row.budget.pass ? 0 : 1);
}
