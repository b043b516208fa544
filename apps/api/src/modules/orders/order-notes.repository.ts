import type { Database } from '../../db/client';
import { orderNotes } from '../../db/schema/orders';

/** Adds a staff note to an order (the admin's; never shown to the shopper). */
export async function addOrderNote(db: Database, values: typeof orderNotes.$inferInsert) {
  const [note] = await db.insert(orderNotes).values(values).returning();
  return note!;
}
