// A small load generator for the fault and rolling-deploy tests: N concurrent loops, each
// calling `step` again and again until stopped. Every request a step makes through `request`
// is counted (sent, ok, failed, with its time), and every write the server accepted (2xx) is
// noted with `accepted`, so that afterwards `countLost` can read each one back: an accepted
// write that is not there is lost.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @typedef {{ at: number, label: string, status: number | null, error?: string }} Failure
 * @typedef {{ sent: number, ok: number, failed: number, lost: number,
 *   failures: Failure[], accepted: unknown[] }} LoadStats
 * @typedef {{ loop: number, iteration: number, stopped: () => boolean,
 *   request: (label: string, url: string, init?: RequestInit,
 *     opts?: { ok?: (res: Response) => boolean, timeoutMs?: number }) => Promise<Response | null>,
 *   accepted: (write: unknown) => void }} LoadContext
 */

/**
 * Starts `loops` loops of `step(ctx)`; `pauseMs` between a loop's steps keeps the load steady
 * rather than flat out (the machine has 2 cores and runs the whole cluster).
 * @param {{ loops: number, step: (ctx: LoadContext) => Promise<void>, pauseMs?: number }} opts
 */
export function startLoad({ loops, step, pauseMs = 0 }) {
  /** @type {LoadStats} */
  const stats = { sent: 0, ok: 0, failed: 0, lost: 0, failures: [], accepted: [] };
  let stopped = false;

  const request = async (label, url, init = {}, opts = {}) => {
    const isOk = opts.ok ?? ((res) => res.ok);
    stats.sent += 1;
    try {
      const res = await fetch(url, {
        ...init,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
      });
      if (isOk(res)) {
        stats.ok += 1;
      } else {
        stats.failed += 1;
        const body = await res
          .clone()
          .text()
          .catch(() => '');
        stats.failures.push({
          at: Date.now(),
          label,
          status: res.status,
          error: body.slice(0, 200),
        });
      }
      return res;
    } catch (err) {
      stats.failed += 1;
      const cause = /** @type {{ cause?: { code?: string } }} */ (err).cause;
      stats.failures.push({
        at: Date.now(),
        label,
        status: null,
        error: `${/** @type {Error} */ (err).name}: ${cause?.code ?? /** @type {Error} */ (err).message}`,
      });
      return null;
    }
  };

  const runLoop = async (loop) => {
    for (let iteration = 0; !stopped; iteration += 1) {
      /** @type {LoadContext} */
      const ctx = {
        loop,
        iteration,
        stopped: () => stopped,
        request,
        accepted: (write) => void stats.accepted.push(write),
      };
      try {
        await step(ctx);
      } catch (err) {
        // A step's own bug (not a request's failure) must not pass unseen.
        stats.failed += 1;
        stats.failures.push({
          at: Date.now(),
          label: 'step',
          status: null,
          error: String(/** @type {Error} */ (err)?.stack ?? err),
        });
      }
      if (pauseMs > 0 && !stopped) await sleep(pauseMs);
    }
  };
  const running = Promise.all(Array.from({ length: loops }, (_, i) => runLoop(i)));

  return {
    stats,
    /** Requests failed at or after `since` (ms since the epoch). */
    failuresSince: (since) => stats.failures.filter((f) => f.at >= since),
    /** Stops the loops and resolves, with the figures, once every step in flight has ended. */
    async stop() {
      stopped = true;
      await running;
      return stats;
    },
  };
}

/**
 * Reads back every accepted write with `exists` and counts those missing into `stats.lost`;
 * resolves the missing ones.
 * @template T
 * @param {LoadStats} stats
 * @param {(write: T) => Promise<boolean>} exists
 */
export async function countLost(stats, exists) {
  const missing = [];
  for (const write of /** @type {T[]} */ (stats.accepted)) {
    if (!(await exists(write))) missing.push(write);
  }
  stats.lost += missing.length;
  return missing;
}

/** The one line a fault test prints: `<prefix>: sent N, ok N, failed N, lost N`. */
export function summary(prefix, stats) {
  return `${prefix}: sent ${stats.sent}, ok ${stats.ok}, failed ${stats.failed}, lost ${stats.lost}`;
}

// ---- the shop's requests, as the web app makes them ------------------------------------------

let shopperCount = 0;
let photo = null;
/** A small JPEG photo (made once). */
async function photoJpeg() {
  if (!photo) {
    const { default: sharp } = await import('sharp');
    photo = await sharp({
      create: { width: 320, height: 400, channels: 3, background: { r: 220, g: 180, b: 150 } },
    })
      .jpeg()
      .toBuffer();
  }
  return photo;
}

/** A multipart upload body with the photo in the field "image". */
export async function photoForm() {
  const form = new FormData();
  form.append('image', new Blob([await photoJpeg()], { type: 'image/jpeg' }), 'me.jpg');
  return form;
}

/** POST with a JSON body (and the shop's Origin, which sign-up and sign-in check). */
export function postJson(body, headers = {}) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  };
}

/** Vision board items that fit the seeded Vision Board product's required fields. */
export const boardItems = (title = 'My Year of Yes') =>
  `board_title: ${title}\ndreams: Run a half marathon\nfocus_area: Career & Purpose\nboard_style: Cork Board`;

/**
 * @typedef {{ id: string, email: string, headers: Record<string, string>, photoUrl: string }} Shopper
 */

/**
 * Signs a shopper up through `base` (the proxy), uploads their photo and, with `premium`, buys
 * Premium through the demo checkout (100 generations a month instead of 3).
 * @returns {Promise<Shopper>}
 */
export async function newShopper(base, { origin = base, premium = false, tag = 'shopper' } = {}) {
  const email = `${tag}-${Date.now()}-${++shopperCount}@example.com`;
  const res = await fetch(
    `${base}/api/auth/sign-up/email`,
    postJson({ email, password: 'secret-pass', name: 'Ada Lovelace' }, { origin }),
  );
  if (res.status !== 200) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
  const { user } = await res.json();
  const headers = { authorization: `Bearer ${res.headers.get('set-auth-token')}` };
  const up = await fetch(`${base}/api/upload/image`, {
    method: 'POST',
    headers,
    body: await photoForm(),
  });
  if (up.status !== 200) throw new Error(`upload ${up.status}: ${await up.text()}`);
  const shopper = { id: user.id, email, headers, photoUrl: (await up.json()).url };
  if (premium) {
    const paid = await buyPremium(fetch, base, shopper);
    if (!paid.ok) throw new Error(`premium ${paid.status}`);
  }
  return shopper;
}

/**
 * The upgrade through the demo checkout: start it, then Pay. `call` is fetch or a load's
 * counted request (then each of the two requests counts). Resolves the Pay's answer.
 */
export async function buyPremium(call, base, shopper) {
  const started = await call(
    `${base}/api/upgrade/checkout`,
    postJson({ userId: shopper.id, priceId: 'premium' }, shopper.headers),
  );
  if (!started?.ok) return started ?? { ok: false, status: 0 };
  const { url } = await started.json();
  const sessionId = url.split('/').pop();
  return (
    (await call(
      `${base}/api/payments/demo/${sessionId}/complete`,
      postJson({}, shopper.headers),
    )) ?? { ok: false, status: 0 }
  );
}

/**
 * A PNG purchase of the shopper's finished artwork through the demo checkout: start it, then
 * Pay. `call` as for buyPremium. Resolves the Pay's answer.
 */
export async function buyPng(call, base, shopper, artworkId) {
  const started = await call(`${base}/api/png-purchases`, postJson({ artworkId }, shopper.headers));
  if (!started?.ok) return started ?? { ok: false, status: 0 };
  const { url } = await started.json();
  const sessionId = url.split('/').pop();
  return (
    (await call(
      `${base}/api/payments/demo/${sessionId}/complete`,
      postJson({}, shopper.headers),
    )) ?? { ok: false, status: 0 }
  );
}

/**
 * One submission as the personalise flow makes it: a vision board, its photo, the generate
 * call. `call` as for buyPremium; `title` (the board's title, in the prompt) lets the images
 * stand-in hold this one. Resolves the artwork (id, status) when it was accepted.
 */
export async function submitArtwork(call, base, shopper, productId, title = undefined) {
  const board = await call(
    `${base}/api/vision-boards`,
    postJson({ productId, items: boardItems(title) }, shopper.headers),
  );
  if (!board?.ok) return null;
  const { id: visionBoardId } = await board.json();
  const image = await call(
    `${base}/api/uploaded-images`,
    postJson(
      { visionBoardId, filename: 'inspiration_photos_0.jpg', url: shopper.photoUrl },
      shopper.headers,
    ),
  );
  if (!image?.ok) return null;
  const generated = await call(
    `${base}/api/generate-artwork`,
    postJson({ visionBoardId }, shopper.headers),
  );
  if (!generated?.ok) return null;
  const artwork = await generated.json();
  return { id: artwork.id, visionBoardId, userId: shopper.id, status: artwork.status };
}

/**
 * The shop under a steady load: each loop takes a shopper (round robin over `shoppers`) and,
 * each step, reads the product page's API and the shopper's boards and, every `submitEvery`-th
 * step, submits an artwork (noted as accepted once the generate call answered 2xx).
 * @param {{ base: string, shoppers: Shopper[], productId: string, loops?: number,
 *   submitEvery?: number, pauseMs?: number, extra?: (ctx: LoadContext) => Promise<void> }} opts
 */
export function startShopLoad({
  base,
  shoppers,
  productId,
  loops = 4,
  submitEvery = 4,
  pauseMs = 100,
  extra,
}) {
  return startLoad({
    loops,
    pauseMs,
    async step(ctx) {
      const shopper = shoppers[(ctx.loop + ctx.iteration * loops) % shoppers.length];
      await ctx.request('product', `${base}/api/products/vision-board`);
      await ctx.request('boards', `${base}/api/vision-boards`, { headers: shopper.headers });
      if (ctx.iteration % submitEvery === submitEvery - 1) {
        const call = async (url, init) => {
          const res = await ctx.request('submit', url, init);
          // A board the shop accepted must be there afterwards, whatever happens next.
          if (res?.status === 201 && url.endsWith('/api/vision-boards')) {
            const { id } = await res.clone().json();
            ctx.accepted({ kind: 'board', id });
          }
          return res;
        };
        const artwork = await submitArtwork(call, base, shopper, productId);
        if (artwork) ctx.accepted({ kind: 'artwork', ...artwork });
      }
      if (extra) await extra(ctx);
    },
  });
}

/**
 * After a load: every accepted board and artwork must be in the database, every artwork end
 * succeeded, and each
 * shopper charged once per artwork (generations_used = their artworks not refunded). Waits
 * (polls) up to `timeoutMs` for the artworks to finish. `query` runs SQL (pg's client.query).
 * Resolves what is wrong (all empty when nothing is), and sets stats.lost to the missing ones.
 */
export async function settleSubmissions(stats, query, { timeoutMs = 60_000 } = {}) {
  const accepted = stats.accepted.filter((w) => w.kind === 'artwork');
  const ids = accepted.map((w) => w.id);
  const until = Date.now() + timeoutMs;
  let rows = [];
  for (;;) {
    ({ rows } = await query('SELECT id, status FROM artworks WHERE id = ANY($1::uuid[])', [ids]));
    const open = rows.filter((r) => r.status === 'queued' || r.status === 'running');
    if (open.length === 0 || Date.now() > until) break;
    await sleep(200);
  }
  const found = new Set(rows.map((r) => r.id));
  const boards = stats.accepted.filter((w) => w.kind === 'board');
  const { rows: boardRows } = await query(
    'SELECT id FROM vision_boards WHERE id = ANY($1::uuid[])',
    [boards.map((b) => b.id)],
  );
  const boardsFound = new Set(boardRows.map((r) => r.id));
  const missing = [
    ...accepted.filter((w) => !found.has(w.id)),
    ...boards.filter((b) => !boardsFound.has(b.id)),
  ];
  stats.lost += missing.length;
  const notSucceeded = rows.filter((r) => r.status !== 'succeeded');
  const users = [...new Set(accepted.map((w) => w.userId))];
  const { rows: charges } = await query(
    `SELECT u.id, u.generations_used AS used,
       (SELECT count(*)::int FROM artworks a
         WHERE a.user_id = u.id AND a.purpose = 'shopper' AND a.credit_refunded_at IS NULL) AS kept
     FROM users u WHERE u.id = ANY($1::text[])`,
    [users],
  );
  const chargeMismatch = charges.filter((c) => c.used !== c.kept);
  return { accepted: accepted.length, missing, notSucceeded, chargeMismatch };
}

// ---- reading the cluster's processes ---------------------------------------------------------

/** The JSON log lines of a process's output. */
export function logLines(output) {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return [];
      }
    });
}

/** Whether the output has a log line `msg` about the artwork. */
export const loggedFor = (output, msg, artworkId) =>
  logLines(output).some((l) => l.msg === msg && l.artworkId === artworkId);

/** An instance's /readyz status (0 when it does not answer). */
export async function readyStatus(baseUrl) {
  try {
    return (await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(3_000) })).status;
  } catch {
    return 0;
  }
}

/** Whether a process with this pid exists. */
export function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
