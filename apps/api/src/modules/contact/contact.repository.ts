import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage): Promise<{ id: string }> {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      return row!;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
