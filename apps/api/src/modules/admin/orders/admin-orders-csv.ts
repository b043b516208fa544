import { ADMIN_ORDERS_MESSAGES } from '@atelier/shared/schemas/admin-orders';
import { csvNeedsQuotes, csvText } from '@atelier/shared/csv-cell';
import { isUuid } from '@atelier/shared/schemas/uuid';
import type { FastifyBaseLogger } from 'fastify';
import { stringify } from 'csv-stringify';
import { Readable, pipeline, type Transform } from 'node:stream';
import { badRequest } from '../../../lib/errors';
import { orderSummary } from './admin-order-summary';
import type { AdminOrderFiltersIn, createAdminOrdersRepository } from './admin-orders.repository';
import type { OrderCursor } from './order-cursor';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Rows read per query while the CSV export streams. */
export const EXPORT_BATCH = 1000;

/** The export's columns, in order. */
export const CSV_COLUMNS = [
  'Order ID',
  'Created at',
  'Kind',
  'Status',
  'Customer e-mail',
  'Customer name',
  'Summary',
  'Total',
  'Currency',
  'Paid at',
  'Carrier',
  'Tracking number',
];

/** Every text cell by the shared rule (csv-cell.ts): formulas defused, quoted at `,` and `;`. */
const csvSafe = (value: string) => {
  const text = csvText(value);
  return csvNeedsQuotes(text) ? { value: text, quoted: true } : text;
};

const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The CSV of the filtered list (or of the `ids` given), read in keyset batches of
 * EXPORT_BATCH rows as the reply is consumed: memory stays flat however many rows.
 */
export function exportOrdersCsv(
  deps: { repo: ReturnType<typeof createAdminOrdersRepository>; log: FastifyBaseLogger },
  f: AdminOrderFiltersIn & { ids?: string },
): Transform {
  const { repo } = deps;
  const ids = f.ids
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids && (ids.length === 0 || ids.length > 200 || ids.some((id) => !isUuid(id))))
    throw badRequest(ADMIN_ORDERS_MESSAGES.badIds, 'BAD_IDS');
  async function* rows() {
    if (ids) {
      yield* await repo.byIds(f, ids);
      return;
    }
    let cursor: OrderCursor | null = null;
    for (;;) {
      const { items, more } = await repo.csvBatch(f, cursor, EXPORT_BATCH);
      yield* items;
      const last = items.at(-1);
      if (!more || !last) return;
      cursor = { s: f.sort, o: f.dir, k: last.sortKey, id: last.order.id, d: 'next' };
    }
  }
  const csv = stringify({
    header: true,
    columns: CSV_COLUMNS,
    cast: { string: csvSafe },
  });
  const source = Readable.from(
    (async function* () {
      for await (const r of rows()) {
        yield [
          r.order.id,
          r.order.createdAt.toISOString(),
          r.order.kind,
          r.order.status,
          r.customerEmail,
          r.customerName ?? '',
          orderSummary(r),
          r.order.amountCents === null ? '' : decimal(r.order.amountCents),
          (r.order.currency ?? '').toUpperCase(),
          iso(r.order.paidAt) ?? '',
          r.order.carrier ?? '',
          r.order.trackingNumber ?? '',
        ];
      }
    })(),
  );
  pipeline(source, csv, (err) => {
    if (err) deps.log.error({ err }, 'the orders CSV export failed');
  });
  return csv;
}
