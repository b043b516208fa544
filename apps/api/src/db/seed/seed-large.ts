import { sql } from 'drizzle-orm';
import { ARTWORK_FAILURE_KINDS } from '@atelier/shared/schemas/artwork-failures';
import { CANVAS_WRAPS } from '@atelier/shared/schemas/prints';
import type { Database } from '../client';

// The large shop (issue 15 point 7): 10,000 users, ~50,000 vision boards, 200,000 artworks and
// 100,000 orders of every kind and status over the last two years (more of them recently), with
// their timelines, subscriptions, contact messages and mail, ON TOP of a seeded catalogue. For the
// admin budgets (dashboard, order list, CSV export) on a realistic volume: `npm run db:seed-large`.
//
// Every row is made by set-based SQL (INSERT ... SELECT over generate_series) in batches, all in
// one transaction. Every "random" choice is a hash of the row's number (hashint8), so two runs
// make the same shop (times are relative to the run's `now`). The rows are recognisable: user ids
// start with 'lgu_', e-mails end in '@large.example' (shopper00042@large.example,
// admin00001@large.example); none of these accounts can sign in (no password rows).

export const LARGE_EMAIL_DOMAIN = 'large.example';
/** User ids of the large shop: 'lgu_' + the number, zero-padded. */
export const LARGE_USER_PREFIX = 'lgu_';
const LARGE_USERS_LIKE = `'lgu\\_%'`;
const LARGE_EMAILS_LIKE = `'%@${LARGE_EMAIL_DOMAIN}'`;

/** The full-scale volumes; `scale` multiplies them (a test runs at 1/100). */
export const LARGE_SHOP = {
  users: 10_000,
  admins: 3,
  boards: 50_000,
  artworks: 200_000,
  /** 40 % artwork requests (one per board), 35 % canvas prints, 25 % PNG purchases. */
  orders: 100_000,
  contactMessages: 1_500,
  mails: 5_000,
} as const;

const SHARE = { artworkOrders: 0.4, canvasOrders: 0.35 } as const;
const BATCH = 25_000;

export type LargeShopOptions = {
  /** 1 = the full shop; 0.01 = a hundredth of every volume. */
  scale?: number;
  /** Delete an earlier large shop first (else an earlier one is refused). */
  reset?: boolean;
  /** Times are relative to this (default: now). */
  now?: Date;
  log?: (line: string) => void;
};

export type LargeShopCounts = {
  users: number;
  admins: number;
  premiumActive: number;
  premiumCancelling: number;
  boards: number;
  artworks: Record<string, number>;
  orders: Record<string, Record<string, number>>;
  orderEvents: number;
  contactMessages: number;
  mails: Record<string, number>;
};

export class LargeShopExistsError extends Error {
  constructor(users: number) {
    super(
      `The large shop is already in this database (${users} users @${LARGE_EMAIL_DOMAIN}). Run again with --reset to replace it.`,
    );
    this.name = 'LargeShopExistsError';
  }
}

export class EmptyCatalogueError extends Error {
  constructor() {
    super(
      'The catalogue is empty (no products or canvas sizes): seed the normal shop first (npm run db:seed-large does it for you).',
    );
    this.name = 'EmptyCatalogueError';
  }
}

/** A pseudo-random number in [0, 1), a fixed function of the integer expression `n` and `salt`. */
const R = (n: string, salt: number) =>
  `((hashint8((${n})::int8 * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;
/**
 * A version-4-shaped UUID made from the md5 of a text: the same text, the same id, and valid for
 * the answers' z.uuid() (a bare md5 has no version and variant bits).
 */
const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (items: readonly string[]) => `ARRAY[${items.map(lit).join(',')}]::text[]`;
/** One of `items`, chosen by R(n, salt). */
const pick = (items: readonly string[], n: string, salt: number) =>
  `(${arr(items)})[1 + floor(${R(n, salt)} * ${items.length})::int]`;

const FIRST = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Grace',
  'Elijah',
  'Sofia',
  'Lucas',
  'Hannah',
  'Mateo',
  'Ruth',
  'Caleb',
  'Esther',
  'Isaac',
  'Naomi',
  'Samuel',
  'Leah',
  'Daniel',
  'Abigail',
  'Joseph',
];
const LAST = [
  'Garcia',
  'Smith',
  'Johnson',
  'Okafor',
  'Nguyen',
  'Brown',
  'Martinez',
  'Kowalski',
  'Williams',
  'Silva',
  'Müller',
  'Taylor',
  'Rossi',
  'Anderson',
  'Dubois',
  'Lee',
  'Thomas',
  "O'Brien",
  'Hernandez',
  'Moore',
];
const STREETS = [
  'Maple Street',
  'Oak Avenue',
  'Church Road',
  'High Street',
  'Cedar Lane',
  'Hope Drive',
  'Grace Court',
  'Elm Street',
];
const CITIES = [
  'Springfield',
  'Riverside',
  'Franklin',
  'Greenville',
  'Bristol',
  'Madison',
  'Salem',
  'Fairview',
];
const BOARD_ITEMS = [
  'Custom artwork request',
  'familyName: The Garcia family\nverse: Psalm 23',
  'name: Grandma Ruth\nstyle: Divine glow',
  'goals: Run a marathon, Visit Rome, Learn piano',
  'name: Baby Isaac\nverse: Jeremiah 29:11',
  'theme: Faith, family, fitness',
];
const FAILURE_ERRORS: Record<(typeof ARTWORK_FAILURE_KINDS)[number], string> = {
  provider_error: 'The image provider answered 502 Bad Gateway.',
  timeout: 'The attempt ran past its 180 s limit.',
  content_refused: 'The provider refused the request (content policy).',
  invalid_input: 'A photo of this board is missing.',
  storage: 'Storing the result failed: EIO.',
  stuck: 'The worker stopped; the sweeper gave up on the job.',
  internal: 'TypeError: cannot read properties of undefined.',
};
const COUNTRIES_REST = ['DE', 'FR', 'NL', 'IE', 'NZ', 'SE'];

type Execute = (query: string) => Promise<Record<string, unknown>[]>;

function executor(db: Database): Execute {
  return async (query) => {
    const res = (await db.execute(sql.raw(query))) as unknown as
      { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    return Array.isArray(res) ? res : res.rows;
  };
}

const num = (v: unknown) => Number(v ?? 0);

/** Large-shop users already in the database. */
export async function largeShopUsers(db: Database): Promise<number> {
  const [row] = await executor(db)(
    `SELECT count(*) AS n FROM users WHERE id LIKE ${LARGE_USERS_LIKE}`,
  );
  return num(row?.n);
}

/** Removes the large shop (its users and everything hanging off them, its messages and mail). */
async function deleteLargeShop(run: Execute) {
  // Deleting an artwork or board sets orders.artwork_id / vision_board_id to null; the indexes
  // orders_artwork_idx and orders_board_idx (migration 0006) find those rows (without them this
  // took 8 minutes for the full shop).
  await run(`DELETE FROM orders WHERE user_id LIKE ${LARGE_USERS_LIKE}`);
  await run(`DELETE FROM artworks WHERE user_id LIKE ${LARGE_USERS_LIKE}`);
  await run(`DELETE FROM vision_boards WHERE user_id LIKE ${LARGE_USERS_LIKE}`);
  await run(`DELETE FROM users WHERE id LIKE ${LARGE_USERS_LIKE}`);
  await run(`DELETE FROM contact_messages WHERE email LIKE ${LARGE_EMAILS_LIKE}`);
  await run(`DELETE FROM mail_outbox WHERE "to" LIKE ${LARGE_EMAILS_LIKE}`);
}

/** Runs `make(lo, hi)` for consecutive ranges of 1..total, BATCH numbers at a time. */
async function inBatches(total: number, make: (lo: number, hi: number) => Promise<unknown>) {
  for (let lo = 1; lo <= total; lo += BATCH) await make(lo, Math.min(total, lo + BATCH - 1));
}

/**
 * Fills `db` with the large shop. Needs a catalogue (products, canvas sizes, shipping rates): the
 * CLI seeds the normal shop first when it is empty. Refuses when a large shop is there already,
 * unless `reset`. Everything happens in one transaction; ANALYZE follows.
 */
export async function seedLargeShop(
  db: Database,
  opts: LargeShopOptions = {},
): Promise<LargeShopCounts> {
  const scale = opts.scale ?? 1;
  const log = opts.log ?? (() => {});
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  const U = n(LARGE_SHOP.users);
  const ADMINS = Math.min(LARGE_SHOP.admins, U);
  const B = n(LARGE_SHOP.boards);
  const A = n(LARGE_SHOP.artworks);
  const O = n(LARGE_SHOP.orders);
  const OA = Math.min(B, Math.round(O * SHARE.artworkOrders));
  const OC = Math.round(O * SHARE.canvasOrders);
  const OP = O - OA - OC;
  const C = n(LARGE_SHOP.contactMessages);
  const M = n(LARGE_SHOP.mails);
  const W = Math.max(5, String(U).length);
  const NOW = `${lit((opts.now ?? new Date()).toISOString())}::timestamptz`;
  const userId = (expr: string) =>
    `(${lit(LARGE_USER_PREFIX)} || lpad((${expr})::text, ${W}, '0'))`;
  const boardId = (expr: string) => uuidOf(`'large-board-' || (${expr})`);
  /** A user's sign-up: over the last two years, more of them recently (linearly growing). */
  const userCreated = (u: string) => `${NOW} - interval '730 days' * (1 - sqrt(${R(u, 41)}))`;
  /** Former subscribers: 15 % of shoppers are premium now, 3 % were. */
  const PREMIUM = 0.15;
  const FORMER = 0.18;

  await db.transaction(async (tx) => {
    const run = executor(tx);
    // The statements are long expressions over many rows: PostgreSQL's JIT would spend half a
    // minute compiling them (measured) for nothing.
    await run(`SET LOCAL jit = off`);
    const existing = await largeShopUsers(tx);
    if (existing > 0) {
      if (!opts.reset) throw new LargeShopExistsError(existing);
      log(`deleting the earlier large shop (${existing} users)`);
      await deleteLargeShop(run);
    }
    const [cat] = await run(
      `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM canvas_sizes WHERE is_active) AS sizes`,
    );
    if (num(cat?.products) === 0 || num(cat?.sizes) === 0) throw new EmptyCatalogueError();
    const [png] = await run(
      `SELECT coalesce((SELECT (value->>'priceCents')::int FROM site_settings WHERE key = 'pricing.pngDownload'), 499) AS cents`,
    );
    const pngCents = num(png?.cents);

    // The catalogue as small numbered lists, so a row picks its product, blueprint and size by a
    // hash of its number.
    await run(`CREATE TEMP TABLE large_products ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY p.sort_order, p.slug)::int AS i, p.id, p.sample_image_url,
        (SELECT b.id FROM blueprints b WHERE b.product_id = p.id AND b.is_active
          ORDER BY b.version DESC LIMIT 1) AS blueprint_id
      FROM products p`);
    // The canvas sizes (a handful) inline as arrays: a canvas order takes the size at its index.
    const sizes = await run(
      `SELECT id, price_cents FROM canvas_sizes WHERE is_active ORDER BY sort_order, id`,
    );
    const sizeIds = `ARRAY[${sizes.map((z) => lit(String(z.id))).join(',')}]::uuid[]`;
    const sizePrices = `ARRAY[${sizes.map((z) => num(z.price_cents)).join(',')}]::int[]`;
    const np = num(cat?.products);
    const ns = sizes.length;

    // ---- users -------------------------------------------------------------------------------
    log(`users: ${U} (${ADMINS} admins)`);
    await inBatches(U, (lo, hi) =>
      run(`INSERT INTO users (id, name, email, email_verified, role, is_premium, generations_used,
          generations_limit, allowance_renews_at, created_at, updated_at)
        SELECT ${userId('u')},
          ${pick(FIRST, 'u', 1)} || ' ' || ${pick(LAST, 'u', 2)},
          CASE WHEN u <= ${ADMINS} THEN 'admin' ELSE 'shopper' END || lpad(u::text, ${W}, '0') || '@${LARGE_EMAIL_DOMAIN}',
          ${R('u', 3)} < 0.92,
          CASE WHEN u <= ${ADMINS} THEN 'admin' ELSE 'user' END,
          premium,
          floor(${R('u', 4)} * (CASE WHEN premium THEN 101 ELSE 4 END))::int,
          CASE WHEN premium THEN 100 ELSE 3 END,
          ${NOW} + interval '1 day' * (1 + floor(${R('u', 5)} * 29)),
          created, created
        FROM (SELECT u, ${userCreated('u')} AS created,
            (u > ${ADMINS} AND ${R('u', 40)} < ${PREMIUM}) AS premium
          FROM generate_series(${lo}, ${hi}) u) s`),
    );

    // Premium subscriptions (15 %: stripe, some demo, a few comp; 12 % of them cancelling at the
    // period's end) and former ones (3 %, canceled); a completed plan checkout for each paid one.
    log('subscriptions and plan checkouts');
    await run(`INSERT INTO subscriptions (user_id, plan_id, provider, stripe_subscription_id,
        stripe_customer_id, status, current_period_end, cancel_at_period_end, paid_through,
        created_at, updated_at)
      SELECT ${userId('u')}, 'premium', provider,
        CASE WHEN provider = 'stripe' THEN 'sub_large_' || u END,
        CASE WHEN provider = 'stripe' THEN 'cus_large_' || u END,
        CASE WHEN active THEN 'active' ELSE 'canceled' END,
        period_end,
        active AND provider <> 'comp' AND ${R('u', 43)} < 0.12,
        CASE WHEN provider = 'comp' THEN NULL ELSE period_end END,
        started, least(${NOW}, greatest(started, period_end - interval '30 days'))
      FROM (
        SELECT u, active, provider, started,
          CASE WHEN active THEN ${NOW} + interval '1 day' * (1 + floor(${R('u', 44)} * 29))
            ELSE started + (${NOW} - started) * 0.6 END AS period_end
        FROM (
          SELECT u, ${R('u', 40)} < ${PREMIUM} AS active,
            CASE WHEN ${R('u', 42)} < 0.85 THEN 'stripe' WHEN ${R('u', 42)} < 0.97 THEN 'demo'
              ELSE 'comp' END AS provider,
            created + (${NOW} - created) * ${R('u', 45)} AS started
          FROM (SELECT u, ${userCreated('u')} AS created FROM generate_series(${ADMINS + 1}, ${U}) u) g
          WHERE ${R('u', 40)} < ${FORMER}
        ) s
      ) t`);
    await run(`INSERT INTO checkout_sessions (user_id, plan_id, provider, stripe_session_id, status,
        created_at, completed_at)
      SELECT user_id, plan_id, provider,
        CASE WHEN provider = 'stripe' THEN 'cs_large_' || user_id END,
        'completed', created_at - interval '3 minutes', created_at
      FROM subscriptions WHERE user_id LIKE ${LARGE_USERS_LIKE} AND provider IN ('stripe', 'demo')`);

    // Fresh statistics after each big table, so the joins of the next ones are planned for its
    // real size (hash joins and index lookups, not loops over a table believed empty).
    await run('ANALYZE users');

    // ---- vision boards ----
    // Over the two years like the sign-ups (linearly more each day: ~16 % in the last 60 days),
    // never before their owner's sign-up (a board made before it is made at it).---------------------------------------------------------------------
    log(`vision boards: ${B}`);
    await inBatches(B, (lo, hi) =>
      run(`INSERT INTO vision_boards (id, user_id, product_id, items, created_at, updated_at)
        SELECT ${boardId('b')}, u.id, p.id, ${pick(BOARD_ITEMS, 'b', 51)}, at, at
        FROM (SELECT b, ${userId(`1 + floor(${R('b', 50)} * ${U})::int`)} AS uid,
            1 + floor(${R('b', 52)} * ${np})::int AS pi, ${R('b', 53)} AS r
          FROM generate_series(${lo}, ${hi}) b) s
        JOIN users u ON u.id = s.uid
        JOIN large_products p ON p.i = s.pi
        CROSS JOIN LATERAL (SELECT greatest(u.created_at, ${NOW} - interval '730 days' * (1 - sqrt(s.r))) AS at) t`),
    );

    await run('ANALYZE vision_boards');

    // ---- artworks ------------------------------------------------------------------------------
    // Made within days of their board (most within hours). Mostly succeeded; ~4 % failed with a
    // failure kind; a few queued or running (recent, some
    // past their time: the dashboard's stuck jobs). Running ones are on their last attempt, so
    // the server's sweeper fails them rather than rendering them again.
    log(`artworks: ${A}`);
    const kinds = ARTWORK_FAILURE_KINDS;
    const errorOf = `CASE failure_kind ${kinds.map((k) => `WHEN ${lit(k)} THEN ${lit(FAILURE_ERRORS[k])}`).join(' ')} END`;
    await inBatches(A, (lo, hi) =>
      run(`INSERT INTO artworks (id, vision_board_id, user_id, blueprint_id, status, provider, prompt,
          seed, attempts, max_attempts, deadline_at, last_error, original_key, preview_key, width,
          height, is_approved, approved_at, failure_kind, credit_refunded_at, queued_at,
          started_at, finished_at, created_at, updated_at)
        SELECT id, board_id, user_id, blueprint_id, status, provider,
          'A personalised portrait in soft divine light, number ' || a, seed,
          CASE status WHEN 'queued' THEN 0 WHEN 'running' THEN 3 WHEN 'failed' THEN 3
            ELSE 1 + (rk < 0.05)::int END,
          3,
          CASE WHEN status = 'running' THEN started_at + interval '3 minutes' END,
          CASE WHEN status = 'failed' THEN ${errorOf} END,
          CASE WHEN status = 'succeeded' THEN coalesce(sample_image_url, 'generated-artwork/' || user_id || '/' || id || '/original.png') END,
          CASE WHEN status = 'succeeded' THEN coalesce(sample_image_url, 'generated-artwork/' || user_id || '/' || id || '/preview.webp') END,
          CASE WHEN status = 'succeeded' THEN 1024 END,
          CASE WHEN status = 'succeeded' THEN 1280 END,
          status = 'succeeded' AND rk < 0.3,
          CASE WHEN status = 'succeeded' AND rk < 0.3 THEN least(${NOW}, finished_at + interval '2 minutes') END,
          failure_kind,
          CASE WHEN status = 'failed' THEN finished_at END,
          queued_at, started_at, finished_at, queued_at, coalesce(finished_at, started_at, queued_at)
        FROM (
          SELECT q.*,
            CASE WHEN status = 'queued' THEN NULL
              ELSE least(${NOW}, queued_at + interval '1 second' * (0.2 + 8 * power(rw, 3))) END AS started_at,
            CASE WHEN status IN ('succeeded', 'failed') THEN least(${NOW}, queued_at
              + interval '1 second' * (0.2 + 8 * power(rw, 3))
              + interval '1 second' * CASE
                  WHEN status = 'failed' AND failure_kind = 'timeout' THEN 180
                  WHEN status = 'failed' THEN 1 + 20 * rd
                  WHEN provider = 'local' THEN 6 + 30 * power(rd, 2)
                  WHEN provider = 'openai' THEN 15 + 60 * power(rd, 2)
                  ELSE 20 + 80 * power(rd, 2) END) END AS finished_at
          FROM (
            SELECT k.*,
              CASE WHEN status IN ('queued', 'running')
                THEN greatest(board_at, ${NOW} - interval '40 minutes' * rq)
                ELSE board_at + least(interval '3 days', greatest(${NOW} - interval '30 minutes' - board_at, interval '0'))
                  * power(rq, 4) END AS queued_at,
              CASE WHEN status = 'failed' THEN ${pick(kinds, 'a', 67)} END AS failure_kind
            FROM (
              SELECT s.*, vb.id AS board_id, vb.user_id, vb.created_at AS board_at,
                p.blueprint_id, p.sample_image_url,
                CASE WHEN rs < 0.0001 THEN 'queued' WHEN rs < 0.0002 THEN 'running'
                  WHEN rs < 0.0402 THEN 'failed' ELSE 'succeeded' END AS status,
                CASE WHEN rp < 0.8 THEN 'local' WHEN rp < 0.93 THEN 'openai'
                  ELSE 'replicate' END AS provider
              FROM (
                SELECT a, ${uuidOf(`'large-artwork-' || a`)} AS id,
                  ${boardId(`1 + floor(${R('a', 60)} * ${B})::int`)} AS bid,
                  ${R('a', 61)} AS rs, ${R('a', 62)} AS rp, ${R('a', 63)} AS rq,
                  ${R('a', 64)} AS rd, ${R('a', 65)} AS rk, ${R('a', 66)} AS rw,
                  floor(${R('a', 68)} * 2147483647)::int AS seed
                FROM generate_series(${lo}, ${hi}) a
              ) s
              JOIN vision_boards vb ON vb.id = s.bid
              LEFT JOIN large_products p ON p.id = vb.product_id
            ) k
          ) q
        ) f`),
    );

    await run('ANALYZE artworks');

    // Succeeded artworks, numbered: what canvas prints and PNG purchases are bought of.
    await run(`CREATE TEMP TABLE large_ok ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS rn, id, user_id, vision_board_id, finished_at
      FROM artworks WHERE user_id LIKE ${LARGE_USERS_LIKE} AND status = 'succeeded'`);
    await run(`CREATE INDEX ON large_ok (rn)`);
    await run(`ANALYZE large_ok`);
    const [ok] = await run(`SELECT count(*) AS n FROM large_ok`);
    const okCount = num(ok?.n);
    if (okCount === 0) throw new Error('no succeeded artworks to make orders of');

    // ---- orders and their timelines ----------------------------------------------------------
    // Each kind's INSERT returns its rows into the order_events INSERT (one statement): one event
    // per status the order reached, at times that follow each other and never pass now.
    const span = `least(${NOW}, o.paid_at + interval '10 days') - o.paid_at`;
    const eventAt = (
      status: string,
      k: string,
      len: string,
    ) => `least(${NOW} - (${len} - ${k}) * interval '1 second',
      CASE ${status}
        WHEN 'received' THEN o.created_at
        WHEN 'pending_payment' THEN o.created_at
        WHEN 'generating' THEN o.created_at + interval '5 seconds'
        WHEN 'ready' THEN o.created_at + interval '60 seconds'
        WHEN 'failed' THEN o.created_at + interval '60 seconds'
        WHEN 'paid' THEN o.paid_at
        WHEN 'cancelled' THEN o.created_at + (least(${NOW}, o.created_at + interval '24 hours') - o.created_at) * 0.9
        WHEN 'in_production' THEN o.paid_at + (${span}) * 0.1
        WHEN 'shipped' THEN o.paid_at + (${span}) * 0.35
        WHEN 'refunded' THEN o.paid_at + (${span}) * 0.5
        WHEN 'delivered' THEN o.paid_at + (${span}) * 0.9
      END)`;
    const path = `CASE o.kind WHEN 'artwork' THEN CASE o.status
        WHEN 'received' THEN ARRAY['received'] WHEN 'generating' THEN ARRAY['received', 'generating']
        WHEN 'ready' THEN ARRAY['received', 'generating', 'ready']
        ELSE ARRAY['received', 'generating', 'failed'] END
      ELSE CASE o.status
        WHEN 'pending_payment' THEN ARRAY['pending_payment']
        WHEN 'paid' THEN ARRAY['pending_payment', 'paid']
        WHEN 'in_production' THEN ARRAY['pending_payment', 'paid', 'in_production']
        WHEN 'shipped' THEN ARRAY['pending_payment', 'paid', 'in_production', 'shipped']
        WHEN 'delivered' THEN ARRAY['pending_payment', 'paid', 'in_production', 'shipped', 'delivered']
        WHEN 'cancelled' THEN ARRAY['pending_payment', 'cancelled']
        ELSE ARRAY['pending_payment', 'paid', 'refunded'] END END`;
    const withEvents = (insert: string) => `WITH o AS (${insert}
        RETURNING id, kind, status, created_at, paid_at)
      INSERT INTO order_events (order_id, status, note, actor, created_at)
      SELECT o.id, e.st,
        CASE e.st WHEN 'received' THEN 'Order received' WHEN 'cancelled' THEN 'Checkout expired' END,
        CASE e.st WHEN 'pending_payment' THEN 'shopper' WHEN 'paid' THEN 'payment'
          WHEN 'in_production' THEN 'admin' WHEN 'shipped' THEN 'admin' WHEN 'refunded' THEN 'admin'
          ELSE 'system' END,
        ${eventAt('e.st', 'e.k', 'p.len')}
      FROM o
      CROSS JOIN LATERAL (SELECT ${path} AS steps) s
      CROSS JOIN LATERAL (SELECT cardinality(s.steps) AS len) p
      CROSS JOIN LATERAL unnest(s.steps) WITH ORDINALITY AS e(st, k)`;
    /** The order's last event time, for updated_at (same formula as its last event). */
    const lastAt = (alias: string) =>
      eventAt(`${alias}.status`, '1', '1').replaceAll('o.', `${alias}.`);
    const orderId = (expr: string) => uuidOf(`'large-order-' || (${expr})`);

    // Artwork requests: one per board (boards 1..OA), their status from the board's last artwork.
    log(`orders: ${OA} artwork requests, ${OC} canvas prints, ${OP} PNG purchases`);
    await inBatches(OA, (lo, hi) =>
      run(
        withEvents(`INSERT INTO orders (id, user_id, kind, status, vision_board_id, product_id,
          artwork_id, customer_info, created_at, updated_at)
        SELECT id, user_id, 'artwork', status, vision_board_id, product_id, artwork_id,
          customer_info, created_at, ${lastAt('x')}
        FROM (
          SELECT ${orderId('m')} AS id, vb.user_id, vb.id AS vision_board_id, vb.product_id,
            aw.id AS artwork_id, vb.created_at, NULL::timestamptz AS paid_at,
            CASE aw.status WHEN 'succeeded' THEN 'ready' WHEN 'failed' THEN 'failed'
              WHEN 'running' THEN 'generating' ELSE 'received' END AS status,
            jsonb_build_object('firstName', split_part(u.name, ' ', 1),
              'lastName', substr(u.name, length(split_part(u.name, ' ', 1)) + 2), 'email', u.email,
              'address', (1 + floor(${R('m', 80)} * 900))::int || ' ' || ${pick(STREETS, 'm', 81)},
              'city', ${pick(CITIES, 'm', 82)},
              'zipCode', lpad(floor(${R('m', 83)} * 99999)::int::text, 5, '0')) AS customer_info
          FROM generate_series(${lo}, ${hi}) m
          JOIN vision_boards vb ON vb.id = ${boardId('m')}
          JOIN users u ON u.id = vb.user_id
          LEFT JOIN LATERAL (SELECT id, status FROM artworks
            WHERE vision_board_id = vb.id ORDER BY created_at DESC, id LIMIT 1) aw ON true
        ) x`),
      ),
    );

    // Canvas prints: statuses by age (recent ones still moving; old ones delivered, cancelled
    // or refunded; a few paid ones left more than 48 h before production).
    log('canvas prints');
    const canvasStatus = `CASE
      WHEN ${NOW} - created_at < interval '1 day' THEN CASE WHEN rs < 0.25 THEN 'pending_payment'
        WHEN rs < 0.75 THEN 'paid' WHEN rs < 0.95 THEN 'in_production' ELSE 'cancelled' END
      WHEN ${NOW} - created_at < interval '3 days' THEN CASE WHEN rs < 0.15 THEN 'paid'
        WHEN rs < 0.65 THEN 'in_production' WHEN rs < 0.92 THEN 'shipped' ELSE 'cancelled' END
      WHEN ${NOW} - created_at < interval '14 days' THEN CASE WHEN rs < 0.02 THEN 'paid'
        WHEN rs < 0.12 THEN 'in_production' WHEN rs < 0.55 THEN 'shipped'
        WHEN rs < 0.9 THEN 'delivered' WHEN rs < 0.95 THEN 'cancelled' ELSE 'refunded' END
      ELSE CASE WHEN rs < 0.88 THEN 'delivered' WHEN rs < 0.95 THEN 'cancelled'
        ELSE 'refunded' END END`;
    const isPaid = (s: string) =>
      `${s} IN ('paid', 'in_production', 'shipped', 'delivered', 'refunded')`;
    await inBatches(OC, (lo, hi) =>
      run(
        withEvents(`INSERT INTO orders (id, user_id, kind, status, vision_board_id, artwork_id,
          canvas_size_id, amount_cents, currency, wrap, shipping_address, subtotal_cents,
          shipping_cents, idempotency_key, carrier, tracking_number, tracking_url, shipments,
          payment_ref, refund_ref, paid_at, expires_at, print_file_status, print_file_key,
          fulfilment_provider, created_at, updated_at)
        SELECT id, user_id, 'canvas', status, vision_board_id, artwork_id, canvas_size_id,
          subtotal + shipping, 'usd', wrap,
          jsonb_strip_nulls(jsonb_build_object('name', name,
            'line1', (1 + floor(rl * 900))::int || ' ' || street, 'city', city,
            'region', CASE country WHEN 'US' THEN 'CA' WHEN 'CA' THEN 'ON' WHEN 'AU' THEN 'NSW' END,
            'postcode', lpad(floor(rl * 99999)::int::text, 5, '0'), 'country', country,
            'email', email)),
          subtotal, shipping, 'large-' || m,
          CASE WHEN shipped THEN 'UPS' END,
          CASE WHEN shipped THEN '1ZLARGE' || lpad(m::text, 8, '0') END,
          CASE WHEN shipped THEN 'https://www.ups.com/track?tracknum=1ZLARGE' || lpad(m::text, 8, '0') END,
          CASE WHEN shipped THEN jsonb_build_array(jsonb_build_object('carrier', 'UPS',
            'trackingNumber', '1ZLARGE' || lpad(m::text, 8, '0'),
            'trackingUrl', 'https://www.ups.com/track?tracknum=1ZLARGE' || lpad(m::text, 8, '0'),
            'shippedAt', to_json(paid_at + (least(${NOW}, paid_at + interval '10 days') - paid_at) * 0.35)#>>'{}'))
            ELSE '[]'::jsonb END,
          CASE WHEN paid_at IS NOT NULL THEN 'pi_large_' || m END,
          CASE WHEN status = 'refunded' THEN 're_large_' || m END,
          paid_at, created_at + interval '24 hours',
          CASE WHEN paid_at IS NULL THEN 'none'
            WHEN status = 'paid' AND ${NOW} - paid_at < interval '10 minutes' THEN 'pending'
            ELSE 'ready' END,
          CASE WHEN paid_at IS NOT NULL AND NOT (status = 'paid' AND ${NOW} - paid_at < interval '10 minutes')
            THEN 'print-files/' || id || '.jpg' END,
          CASE WHEN paid_at IS NOT NULL THEN 'manual' END,
          created_at, ${lastAt('y')}
        FROM (
          SELECT x.*, status IN ('shipped', 'delivered') AS shipped,
            CASE WHEN ${isPaid('status')}
              THEN least(${NOW}, created_at + interval '1 minute' * (1 + 10 * rc)) END AS paid_at,
            coalesce((SELECT price_cents FROM shipping_rates WHERE destination = country AND is_active),
              (SELECT price_cents FROM shipping_rates WHERE destination = '*' AND is_active), 2499) AS shipping
          FROM (
            SELECT w.*, ${canvasStatus} AS status
            FROM (
              SELECT m, ${orderId(`${OA} + m`)} AS id, ok.id AS artwork_id, ok.user_id,
                ok.vision_board_id, u.name, u.email, (${sizeIds})[si] AS canvas_size_id,
                (${sizePrices})[si] AS subtotal,
                ok.finished_at + (${NOW} - ok.finished_at) * power(${R('m', 71)}, 3) AS created_at,
                ${R('m', 72)} AS rs, ${R('m', 73)} AS rc, ${R('m', 75)} AS rl,
                ${pick(CANVAS_WRAPS, 'm', 77)} AS wrap,
                ${pick(STREETS, 'm', 78)} AS street, ${pick(CITIES, 'm', 79)} AS city,
                CASE WHEN ${R('m', 74)} < 0.55 THEN 'US' WHEN ${R('m', 74)} < 0.7 THEN 'GB'
                  WHEN ${R('m', 74)} < 0.8 THEN 'CA' WHEN ${R('m', 74)} < 0.88 THEN 'AU'
                  ELSE ${pick(COUNTRIES_REST, 'm', 84)} END AS country
              FROM generate_series(${lo}, ${hi}) m
              JOIN large_ok ok ON ok.rn = 1 + floor(${R('m', 70)} * ${okCount})::int
              JOIN users u ON u.id = ok.user_id
              CROSS JOIN LATERAL (SELECT 1 + floor(${R('m', 76)} * ${ns})::int AS si) z
            ) w
          ) x
        ) y`),
      ),
    );

    // PNG purchases: each of another succeeded artwork (one live purchase per buyer and artwork).
    log('PNG purchases');
    const pngStatus = `CASE
      WHEN ${NOW} - created_at < interval '1 day' THEN CASE WHEN rs < 0.2 THEN 'pending_payment'
        WHEN rs < 0.95 THEN 'paid' ELSE 'cancelled' END
      ELSE CASE WHEN rs < 0.9 THEN 'paid' WHEN rs < 0.96 THEN 'cancelled' ELSE 'refunded' END END`;
    await inBatches(OP, (lo, hi) =>
      run(
        withEvents(`INSERT INTO orders (id, user_id, kind, status, vision_board_id, artwork_id,
          amount_cents, currency, subtotal_cents, shipping_cents, payment_ref, refund_ref, paid_at,
          expires_at, created_at, updated_at)
        SELECT id, user_id, 'png', status, vision_board_id, artwork_id, ${pngCents}, 'usd',
          ${pngCents}, 0,
          CASE WHEN paid_at IS NOT NULL THEN 'pi_large_' || (${OA + OC} + m) END,
          CASE WHEN status = 'refunded' THEN 're_large_' || (${OA + OC} + m) END,
          paid_at, created_at + interval '24 hours', created_at, ${lastAt('y')}
        FROM (
          SELECT x.*, CASE WHEN status IN ('paid', 'refunded')
              THEN least(${NOW}, created_at + interval '1 minute' * (1 + 5 * rc)) END AS paid_at
          FROM (
            SELECT w.*, ${pngStatus} AS status
            FROM (
              SELECT m, ${orderId(`${OA + OC} + m`)} AS id, ok.id AS artwork_id, ok.user_id,
                ok.vision_board_id,
                ok.finished_at + (${NOW} - ok.finished_at) * power(${R('m', 91)}, 3) AS created_at,
                ${R('m', 92)} AS rs, ${R('m', 93)} AS rc
              FROM generate_series(${lo}, ${hi}) m
              JOIN large_ok ok ON ok.rn = 1 + ((m - 1) % ${okCount})
            ) w
          ) x
        ) y`),
      ),
    );

    // ---- contact messages and mail -------------------------------------------------------------
    log(`contact messages: ${C}, mails: ${M}`);
    await run(`INSERT INTO contact_messages (name, email, subject, message, ip, user_agent, status,
        read_at, handled_at, handled_by, created_at)
      SELECT u.name, u.email, ${pick(['Order question', 'Shipping', 'My artwork failed', 'Refund', 'Premium plan'], 'c', 101)},
        'Hello, I have a question about my order (message ' || c || '). Thank you!',
        '203.0.113.' || (c % 250), 'Mozilla/5.0 (large shop)', st,
        CASE WHEN st <> 'new' THEN least(${NOW}, at + interval '3 hours') END,
        CASE WHEN st = 'handled' THEN least(${NOW}, at + interval '1 day') END,
        CASE WHEN st = 'handled' THEN ${userId('1')} END, at
      FROM (
        SELECT c, uid, at, CASE WHEN ${NOW} - at < interval '3 days'
            THEN CASE WHEN r < 0.6 THEN 'new' WHEN r < 0.9 THEN 'read' ELSE 'handled' END
            ELSE CASE WHEN r < 0.05 THEN 'new' WHEN r < 0.15 THEN 'read' ELSE 'handled' END END AS st
        FROM (SELECT c, ${userId(`1 + floor(${R('c', 100)} * ${U})::int`)} AS uid,
            ${NOW} - interval '730 days' * (1 - sqrt(${R('c', 102)})) AS at, ${R('c', 103)} AS r
          FROM generate_series(1, ${C}) c) g
      ) s JOIN users u ON u.id = s.uid`);
    await run(`INSERT INTO mail_outbox ("to", subject, text, kind, status, error, attempts,
        last_attempt_at, created_at, sent_at)
      SELECT u.email, ${pick(['Your order has shipped', 'Payment received', 'Reset your password', 'Welcome to Premium'], 'k', 111)},
        'Hello from Atelier (mail ' || k || ').',
        ${pick(['order-status', 'order-status', 'password-reset', 'upgrade-receipt'], 'k', 111)},
        st, CASE WHEN st = 'failed' THEN '550 5.1.1 Mailbox unavailable' END,
        CASE st WHEN 'failed' THEN 5 WHEN 'pending' THEN 0 ELSE 1 END,
        CASE WHEN st <> 'pending' THEN least(${NOW}, at + interval '5 seconds') END,
        at, CASE WHEN st = 'sent' THEN least(${NOW}, at + interval '5 seconds') END
      FROM (
        SELECT k, uid, at, CASE WHEN r < 0.004 THEN 'failed'
            WHEN r < 0.006 AND ${NOW} - at < interval '1 day' THEN 'pending' ELSE 'sent' END AS st
        FROM (SELECT k, ${userId(`1 + floor(${R('k', 110)} * ${U})::int`)} AS uid,
            ${NOW} - interval '730 days' * (1 - sqrt(${R('k', 112)})) AS at, ${R('k', 113)} AS r
          FROM generate_series(1, ${M}) k) g
      ) s JOIN users u ON u.id = s.uid`);
  });

  // VACUUM as autovacuum would on a live shop: the visibility map lets the dashboard's covering
  // indexes answer without reading the table (index-only scans); ANALYZE for the planner.
  log('VACUUM ANALYZE');
  await executor(db)('VACUUM ANALYZE');
  return countLargeShop(db);
}

/** What the large shop holds now (its own rows only). */
export async function countLargeShop(db: Database): Promise<LargeShopCounts> {
  const run = executor(db);
  const [u] = await run(`SELECT count(*) AS users, count(*) FILTER (WHERE role = 'admin') AS admins,
      (SELECT count(*) FROM subscriptions s WHERE s.user_id LIKE ${LARGE_USERS_LIKE}
        AND s.status = 'active' AND NOT s.cancel_at_period_end) AS premium_active,
      (SELECT count(*) FROM subscriptions s WHERE s.user_id LIKE ${LARGE_USERS_LIKE}
        AND s.status = 'active' AND s.cancel_at_period_end) AS premium_cancelling,
      (SELECT count(*) FROM vision_boards WHERE user_id LIKE ${LARGE_USERS_LIKE}) AS boards,
      (SELECT count(*) FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE o.user_id LIKE ${LARGE_USERS_LIKE}) AS order_events,
      (SELECT count(*) FROM contact_messages WHERE email LIKE ${LARGE_EMAILS_LIKE}) AS contact
    FROM users WHERE id LIKE ${LARGE_USERS_LIKE}`);
  const artworks: Record<string, number> = {};
  for (const r of await run(`SELECT status, count(*) AS n FROM artworks
      WHERE user_id LIKE ${LARGE_USERS_LIKE} GROUP BY status ORDER BY status`))
    artworks[String(r.status)] = num(r.n);
  const orders: Record<string, Record<string, number>> = {};
  for (const r of await run(`SELECT kind, status, count(*) AS n FROM orders
      WHERE user_id LIKE ${LARGE_USERS_LIKE} GROUP BY kind, status ORDER BY kind, status`))
    (orders[String(r.kind)] ??= {})[String(r.status)] = num(r.n);
  const mails: Record<string, number> = {};
  for (const r of await run(`SELECT status, count(*) AS n FROM mail_outbox
      WHERE "to" LIKE ${LARGE_EMAILS_LIKE} GROUP BY status ORDER BY status`))
    mails[String(r.status)] = num(r.n);
  return {
    users: num(u?.users),
    admins: num(u?.admins),
    premiumActive: num(u?.premium_active),
    premiumCancelling: num(u?.premium_cancelling),
    boards: num(u?.boards),
    artworks,
    orders,
    orderEvents: num(u?.order_events),
    contactMessages: num(u?.contact),
    mails,
  };
}

/** The counts as lines for the console. */
export function describeLargeShop(c: LargeShopCounts): string {
  const total = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  const list = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  return [
    `users: ${c.users} (${c.admins} admins; premium ${c.premiumActive} active + ${c.premiumCancelling} cancelling)`,
    `vision boards: ${c.boards}`,
    `artworks: ${total(c.artworks)} (${list(c.artworks)})`,
    ...Object.entries(c.orders).map(
      ([kind, byStatus]) => `orders ${kind}: ${total(byStatus)} (${list(byStatus)})`,
    ),
    `order events: ${c.orderEvents}`,
    `contact messages: ${c.contactMessages}`,
    `mail outbox: ${total(c.mails)} (${list(c.mails)})`,
  ].join('\n');
}
