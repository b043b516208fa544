import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fulfilmentEvents } from '../../../db/schema/payments';

// The print lab's callbacks already applied (fulfilment_events), so a resent one changes nothing.

/** Records the callback `key` for the order; false when it was already recorded. */
export async function recordFulfilmentEvent(
  db: Database,
  event: { key: string; provider: string; orderId: string },
): Promise<boolean> {
  const recorded = await db
    .insert(fulfilmentEvents)
    .values({ id: event.key, provider: event.provider, orderId: event.orderId })
    .onConflictDoNothing()
    .returning({ id: fulfilmentEvents.id });
  return recorded.length > 0;
}

/** Whether the callback `key` was recorded already. */
export async function fulfilmentEventSeen(db: Database, key: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: fulfilmentEvents.id })
    .from(fulfilmentEvents)
    .where(eq(fulfilmentEvents.id, key));
  return Boolean(seen);
}
