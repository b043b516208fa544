import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users, verifications } from '../../db/schema/auth';

// The statements of sign-in's own tables that are not better-auth's: the admin bootstrap, the
// profile lookups, the reset links. Functions take the database or a transaction.

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function deleteSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function findRoleByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** The account becomes an enabled admin; answers the ids of the rows changed. */
export async function promoteToEnabledAdmin(db: Database, email: string) {
  return db
    .update(users)
    .set({ role: 'admin', banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
}

/** Ends the account's reset links: the rows under `prefix` whose value is the user id. */
export async function deleteResetLinks(db: Database, prefix: string, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${prefix}%`), eq(verifications.value, userId)));
}
