// The large shop's orders (npm run db:seed-large, for the bench): set-based INSERTs that make
// thousands of orders and their timelines per statement. They live in the orders module, which
// owns every write to the orders tables, and db/seed/seed-large.ts calls them.
import { CANVAS_WRAPS } from '@atelier/shared/schemas/prints';
import type { LargeCatalogue } from '../../db/seed/large/catalogue';
import { lastEventAt, withEvents } from './large-shop-timeline';
import { hashFraction, inBatches, pickOne, uuidOf, type Execute } from '../../db/seed/large/sql';
import type { LargeShopPlan } from '../../db/seed/large/shop';
import { CITIES, OTHER_COUNTRIES, STREETS } from '../../db/seed/large/words';

/** Removes the large shop's orders (their events and notes go with them), `usersLike` a LIKE pattern of its user ids. */
export const deleteLargeShopOrders = (run: Execute, usersLike: string) =>
  run(`DELETE FROM orders WHERE user_id LIKE ${usersLike}`);

const orderId = (orderNumber: string) => uuidOf(`'large-order-' || (${orderNumber})`);

/**
 * Artwork requests: one per board (boards 1..artworkOrderCount), their status from the board's
 * last artwork.
 */
export async function insertArtworkRequests(run: Execute, plan: LargeShopPlan) {
  const { now, artworkOrderCount, canvasOrderCount, pngOrderCount, boardId, log } = plan;
  log(
    `orders: ${artworkOrderCount} artwork requests, ${canvasOrderCount} canvas prints, ${pngOrderCount} PNG purchases`,
  );
  await inBatches(artworkOrderCount, (first, last) =>
    run(
      withEvents(
        now,
        `INSERT INTO orders (id, user_id, kind, status, vision_board_id, product_id,
        artwork_id, customer_info, created_at, updated_at)
      SELECT id, user_id, 'artwork', status, vision_board_id, product_id, artwork_id,
        customer_info, created_at, ${lastEventAt(now, 'x')}
      FROM (
        SELECT ${orderId('m')} AS id, vb.user_id, vb.id AS vision_board_id, vb.product_id,
          aw.id AS artwork_id, vb.created_at, NULL::timestamptz AS paid_at,
          CASE aw.status WHEN 'succeeded' THEN 'ready' WHEN 'failed' THEN 'failed'
            WHEN 'running' THEN 'generating' ELSE 'received' END AS status,
          jsonb_build_object('firstName', split_part(u.name, ' ', 1),
            'lastName', substr(u.name, length(split_part(u.name, ' ', 1)) + 2), 'email', u.email,
            'address', (1 + floor(${hashFraction('m', 80)} * 900))::int || ' ' || ${pickOne(STREETS, 'm', 81)},
            'city', ${pickOne(CITIES, 'm', 82)},
            'zipCode', lpad(floor(${hashFraction('m', 83)} * 99999)::int::text, 5, '0')) AS customer_info
        FROM generate_series(${first}, ${last}) m
        JOIN vision_boards vb ON vb.id = ${boardId('m')}
        JOIN users u ON u.id = vb.user_id
        LEFT JOIN LATERAL (SELECT id, status FROM artworks
          WHERE vision_board_id = vb.id ORDER BY created_at DESC, id LIMIT 1) aw ON true
      ) x`,
      ),
    ),
  );
}

/**
 * Canvas prints of the `succeededCount` numbered succeeded artworks: statuses by age (recent ones
 * still moving: paid with the print file being made, a proof waiting for the shopper, approved;
 * old ones delivered, cancelled or refunded; a few approved ones left more than 48 h before
 * production). Every path passes the proof's approval (order-lifecycle.ts).
 */
export async function insertCanvasPrints(
  run: Execute,
  plan: LargeShopPlan,
  catalogue: LargeCatalogue,
  succeededCount: number,
) {
  const { now, artworkOrderCount, canvasOrderCount, log } = plan;
  const { sizeIds, sizePrices, sizeCount } = catalogue;
  log('canvas prints');
  const canvasStatus = `CASE
    WHEN ${now} - created_at < interval '1 day' THEN CASE WHEN rs < 0.25 THEN 'pending_payment'
      WHEN rs < 0.3 THEN 'paid' WHEN rs < 0.6 THEN 'awaiting_approval'
      WHEN rs < 0.75 THEN 'approved' WHEN rs < 0.95 THEN 'in_production' ELSE 'cancelled' END
    WHEN ${now} - created_at < interval '3 days' THEN CASE WHEN rs < 0.1 THEN 'awaiting_approval'
      WHEN rs < 0.15 THEN 'changes_requested'
      WHEN rs < 0.65 THEN 'in_production' WHEN rs < 0.92 THEN 'shipped' ELSE 'cancelled' END
    WHEN ${now} - created_at < interval '14 days' THEN CASE WHEN rs < 0.02 THEN 'approved'
      WHEN rs < 0.12 THEN 'in_production' WHEN rs < 0.55 THEN 'shipped'
      WHEN rs < 0.9 THEN 'delivered' WHEN rs < 0.95 THEN 'cancelled' ELSE 'refunded' END
    ELSE CASE WHEN rs < 0.88 THEN 'delivered' WHEN rs < 0.95 THEN 'cancelled'
      ELSE 'refunded' END END`;
  const isPaid = (status: string) =>
    `${status} IN ('paid', 'awaiting_approval', 'changes_requested', 'approved', 'in_production',
      'shipped', 'delivered', 'refunded')`;
  await inBatches(canvasOrderCount, (first, last) =>
    run(
      withEvents(
        now,
        `INSERT INTO orders (id, user_id, kind, status, vision_board_id, artwork_id,
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
          'shippedAt', to_json(paid_at + (least(${now}, paid_at + interval '10 days') - paid_at) * 0.35)#>>'{}'))
          ELSE '[]'::jsonb END,
        CASE WHEN paid_at IS NOT NULL THEN 'pi_large_' || m END,
        CASE WHEN status = 'refunded' THEN 're_large_' || m END,
        paid_at, created_at + interval '24 hours',
        -- A paid order's file is still being made: once it is ready the proof is sent.
        CASE WHEN paid_at IS NULL THEN 'none' WHEN status = 'paid' THEN 'pending' ELSE 'ready' END,
        CASE WHEN paid_at IS NOT NULL AND status <> 'paid' THEN 'print-files/' || id || '.jpg' END,
        CASE WHEN paid_at IS NOT NULL THEN 'manual' END,
        created_at, ${lastEventAt(now, 'y')}
      FROM (
        SELECT x.*, status IN ('shipped', 'delivered') AS shipped,
          CASE WHEN ${isPaid('status')}
            THEN least(${now}, created_at + interval '1 minute' * (1 + 10 * rc)) END AS paid_at,
          coalesce((SELECT price_cents FROM shipping_rates WHERE destination = country AND is_active),
            (SELECT price_cents FROM shipping_rates WHERE destination = '*' AND is_active), 2499) AS shipping
        FROM (
          SELECT w.*, ${canvasStatus} AS status
          FROM (
            SELECT m, ${orderId(`${artworkOrderCount} + m`)} AS id, ok.id AS artwork_id, ok.user_id,
              ok.vision_board_id, u.name, u.email, (${sizeIds})[si] AS canvas_size_id,
              (${sizePrices})[si] AS subtotal,
              ok.finished_at + (${now} - ok.finished_at) * power(${hashFraction('m', 71)}, 3) AS created_at,
              ${hashFraction('m', 72)} AS rs, ${hashFraction('m', 73)} AS rc, ${hashFraction('m', 75)} AS rl,
              ${pickOne(CANVAS_WRAPS, 'm', 77)} AS wrap,
              ${pickOne(STREETS, 'm', 78)} AS street, ${pickOne(CITIES, 'm', 79)} AS city,
              CASE WHEN ${hashFraction('m', 74)} < 0.55 THEN 'US' WHEN ${hashFraction('m', 74)} < 0.7 THEN 'GB'
                WHEN ${hashFraction('m', 74)} < 0.8 THEN 'CA' WHEN ${hashFraction('m', 74)} < 0.88 THEN 'AU'
                ELSE ${pickOne(OTHER_COUNTRIES, 'm', 84)} END AS country
            FROM generate_series(${first}, ${last}) m
            JOIN large_ok ok ON ok.rn = 1 + floor(${hashFraction('m', 70)} * ${succeededCount})::int
            JOIN users u ON u.id = ok.user_id
            CROSS JOIN LATERAL (SELECT 1 + floor(${hashFraction('m', 76)} * ${sizeCount})::int AS si) z
          ) w
        ) x
      ) y`,
      ),
    ),
  );
}

/** PNG purchases: each of another succeeded artwork (one live purchase per buyer and artwork). */
export async function insertPngPurchases(
  run: Execute,
  plan: LargeShopPlan,
  catalogue: LargeCatalogue,
  succeededCount: number,
) {
  const { now, artworkOrderCount, canvasOrderCount, pngOrderCount, log } = plan;
  const { pngCents } = catalogue;
  log('PNG purchases');
  const pngStatus = `CASE
    WHEN ${now} - created_at < interval '1 day' THEN CASE WHEN rs < 0.2 THEN 'pending_payment'
      WHEN rs < 0.95 THEN 'paid' ELSE 'cancelled' END
    ELSE CASE WHEN rs < 0.9 THEN 'paid' WHEN rs < 0.96 THEN 'cancelled' ELSE 'refunded' END END`;
  await inBatches(pngOrderCount, (first, last) =>
    run(
      withEvents(
        now,
        `INSERT INTO orders (id, user_id, kind, status, vision_board_id, artwork_id,
        amount_cents, currency, subtotal_cents, shipping_cents, payment_ref, refund_ref, paid_at,
        expires_at, created_at, updated_at)
      SELECT id, user_id, 'png', status, vision_board_id, artwork_id, ${pngCents}, 'usd',
        ${pngCents}, 0,
        CASE WHEN paid_at IS NOT NULL THEN 'pi_large_' || (${artworkOrderCount + canvasOrderCount} + m) END,
        CASE WHEN status = 'refunded' THEN 're_large_' || (${artworkOrderCount + canvasOrderCount} + m) END,
        paid_at, created_at + interval '24 hours', created_at, ${lastEventAt(now, 'y')}
      FROM (
        SELECT x.*, CASE WHEN status IN ('paid', 'refunded')
            THEN least(${now}, created_at + interval '1 minute' * (1 + 5 * rc)) END AS paid_at
        FROM (
          SELECT w.*, ${pngStatus} AS status
          FROM (
            SELECT m, ${orderId(`${artworkOrderCount + canvasOrderCount} + m`)} AS id, ok.id AS artwork_id, ok.user_id,
              ok.vision_board_id,
              ok.finished_at + (${now} - ok.finished_at) * power(${hashFraction('m', 91)}, 3) AS created_at,
              ${hashFraction('m', 92)} AS rs, ${hashFraction('m', 93)} AS rc
            FROM generate_series(${first}, ${last}) m
            JOIN large_ok ok ON ok.rn = 1 + ((m - 1) % ${succeededCount})
          ) w
        ) x
      ) y`,
      ),
    ),
  );
}
