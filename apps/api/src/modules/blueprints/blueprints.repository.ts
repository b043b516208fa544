import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  blueprintLiveMoves,
  blueprintVersions,
  blueprints,
  type BlueprintVersionRow,
} from '../../db/schema/blueprints';
import { productFields, products } from '../../db/schema/catalogue';

// The blueprint tables' reads and writes (decision 025). Every function takes the database or
// the caller's transaction; only modules/blueprints calls the writes.

export type NewVersion = Omit<
  typeof blueprintVersions.$inferInsert,
  'id' | 'blueprintId' | 'version' | 'createdAt'
>;

const who = {
  id: users.id,
  name: users.name,
  email: users.email,
};

export async function blueprintOfProduct(db: Database, productId: string) {
  const [row] = await db.select().from(blueprints).where(eq(blueprints.productId, productId));
  return row ?? null;
}

export async function findBlueprint(db: Database, id: string) {
  const [row] = await db.select().from(blueprints).where(eq(blueprints.id, id));
  return row ?? null;
}

/** The blueprint, locked until the transaction ends (one pointer move or save at a time). */
export async function lockBlueprint(db: Database, id: string) {
  const [row] = await db.select().from(blueprints).where(eq(blueprints.id, id)).for('update');
  return row ?? null;
}

export async function versionById(db: Database, id: string): Promise<BlueprintVersionRow | null> {
  const [row] = await db.select().from(blueprintVersions).where(eq(blueprintVersions.id, id));
  return row ?? null;
}

/** The live version of the product's blueprint: the one a new artwork takes. */
export async function liveVersionOfProduct(
  db: Database,
  productId: string,
): Promise<BlueprintVersionRow | null> {
  const [row] = await db
    .select({ v: blueprintVersions })
    .from(blueprints)
    .innerJoin(blueprintVersions, eq(blueprintVersions.id, blueprints.liveVersionId))
    .where(eq(blueprints.productId, productId));
  return row?.v ?? null;
}

export async function versionWithAuthor(db: Database, blueprintId: string, versionId: string) {
  const [row] = await db
    .select({ v: blueprintVersions, author: who })
    .from(blueprintVersions)
    .leftJoin(users, eq(users.id, blueprintVersions.authorId))
    .where(
      and(eq(blueprintVersions.id, versionId), eq(blueprintVersions.blueprintId, blueprintId)),
    );
  return row ? { ...row.v, author: row.author?.id ? row.author : null } : null;
}

/** Every version of the blueprint, newest first, with its author. */
export async function versionsOf(db: Database, blueprintId: string) {
  const rows = await db
    .select({ v: blueprintVersions, author: who })
    .from(blueprintVersions)
    .leftJoin(users, eq(users.id, blueprintVersions.authorId))
    .where(eq(blueprintVersions.blueprintId, blueprintId))
    .orderBy(desc(blueprintVersions.version));
  return rows.map((r) => ({ ...r.v, author: r.author?.id ? r.author : null }));
}

/** The pointer's moves, newest first, with who moved it and the version numbers. */
export async function liveMovesOf(db: Database, blueprintId: string) {
  const from = alias(blueprintVersions, 'from_version');
  const to = alias(blueprintVersions, 'to_version');
  const rows = await db
    .select({
      at: blueprintLiveMoves.createdAt,
      by: who,
      fromId: from.id,
      fromVersion: from.version,
      toId: to.id,
      toVersion: to.version,
    })
    .from(blueprintLiveMoves)
    .innerJoin(to, eq(to.id, blueprintLiveMoves.toVersionId))
    .leftJoin(from, eq(from.id, blueprintLiveMoves.fromVersionId))
    .leftJoin(users, eq(users.id, blueprintLiveMoves.actorId))
    .where(eq(blueprintLiveMoves.blueprintId, blueprintId))
    .orderBy(desc(blueprintLiveMoves.createdAt), desc(blueprintLiveMoves.id));
  return rows.map((r) => ({
    at: r.at,
    by: r.by?.id ? r.by : null,
    from: r.fromId !== null ? { id: r.fromId, version: r.fromVersion! } : null,
    to: { id: r.toId, version: r.toVersion },
  }));
}

/** Every blueprint with its product, live version number and version count (list page). */
export async function listBlueprints(db: Database) {
  const live = alias(blueprintVersions, 'live_version');
  const counts = db
    .select({
      blueprintId: blueprintVersions.blueprintId,
      n: count().as('n'),
      newest: max(blueprintVersions.createdAt).as('newest'),
    })
    .from(blueprintVersions)
    .groupBy(blueprintVersions.blueprintId)
    .as('counts');
  return db
    .select({
      id: blueprints.id,
      product: {
        id: products.id,
        title: products.title,
        slug: products.slug,
        status: products.status,
      },
      kind: live.kind,
      live: { id: live.id, version: live.version },
      versionCount: counts.n,
    })
    .from(blueprints)
    .innerJoin(products, eq(products.id, blueprints.productId))
    .innerJoin(live, eq(live.id, blueprints.liveVersionId))
    .innerJoin(counts, eq(counts.blueprintId, blueprints.id))
    .orderBy(asc(products.sortOrder), asc(products.title));
}

/** The newest saved version and the newest pointer move of each blueprint (list page). */
export async function latestChanges(db: Database, blueprintIds: string[]) {
  if (blueprintIds.length === 0) return { saves: [], moves: [] };
  const saves = await db
    .selectDistinctOn([blueprintVersions.blueprintId], {
      blueprintId: blueprintVersions.blueprintId,
      at: blueprintVersions.createdAt,
      version: blueprintVersions.version,
      by: who,
    })
    .from(blueprintVersions)
    .leftJoin(users, eq(users.id, blueprintVersions.authorId))
    .where(inArray(blueprintVersions.blueprintId, blueprintIds))
    .orderBy(blueprintVersions.blueprintId, desc(blueprintVersions.createdAt));
  const moves = await db
    .selectDistinctOn([blueprintLiveMoves.blueprintId], {
      blueprintId: blueprintLiveMoves.blueprintId,
      at: blueprintLiveMoves.createdAt,
      version: blueprintVersions.version,
      by: who,
    })
    .from(blueprintLiveMoves)
    .innerJoin(blueprintVersions, eq(blueprintVersions.id, blueprintLiveMoves.toVersionId))
    .leftJoin(users, eq(users.id, blueprintLiveMoves.actorId))
    .where(inArray(blueprintLiveMoves.blueprintId, blueprintIds))
    .orderBy(blueprintLiveMoves.blueprintId, desc(blueprintLiveMoves.createdAt));
  return { saves, moves };
}

/** The product's fields in form order, as the checks, roles and preview read them. */
export async function productFieldsOf(db: Database, productId: string) {
  return db
    .select({
      fieldName: productFields.fieldName,
      fieldLabel: productFields.fieldLabel,
      fieldType: productFields.fieldType,
      fieldOptions: productFields.fieldOptions,
    })
    .from(productFields)
    .where(eq(productFields.productId, productId))
    .orderBy(asc(productFields.stepNumber), asc(productFields.sortOrder));
}

export async function productOf(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, title: products.title, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

// ---- writes (modules/blueprints only) -------------------------------------------------------

export async function insertBlueprint(db: Database, productId: string) {
  const [row] = await db.insert(blueprints).values({ productId }).returning();
  return row!;
}

/** The next version number of a blueprint whose row the caller holds locked. */
export async function insertVersion(db: Database, blueprintId: string, values: NewVersion) {
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${blueprintVersions.version}), 0)::int + 1` })
    .from(blueprintVersions)
    .where(eq(blueprintVersions.blueprintId, blueprintId))) as [{ next: number }];
  const [row] = await db
    .insert(blueprintVersions)
    .values({ ...values, blueprintId, version: next })
    .returning();
  return row!;
}

/** Moves the pointer and records the move (the caller holds the blueprint locked). */
export async function moveLive(
  db: Database,
  blueprintId: string,
  fromVersionId: string | null,
  toVersionId: string,
  actorId: string | null,
) {
  await db
    .update(blueprints)
    .set({
      liveVersionId: toVersionId,
      // A split whose other version goes live is over: every shopper now takes it.
      splitVersionId: sql`CASE WHEN ${blueprints.splitVersionId} = ${toVersionId} THEN NULL ELSE ${blueprints.splitVersionId} END`,
      splitPercent: sql`CASE WHEN ${blueprints.splitVersionId} = ${toVersionId} THEN 0 ELSE ${blueprints.splitPercent} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(blueprints.id, blueprintId));
  await db.insert(blueprintLiveMoves).values({ blueprintId, fromVersionId, toVersionId, actorId });
}

/** The blueprint's traffic split (null / 0: none). */
export async function updateSplit(
  db: Database,
  blueprintId: string,
  splitVersionId: string | null,
  splitPercent: number,
) {
  await db
    .update(blueprints)
    .set({ splitVersionId, splitPercent, updatedAt: sql`now()` })
    .where(eq(blueprints.id, blueprintId));
}
