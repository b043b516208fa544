import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema/catalogue';
import { blueprints } from '../schema/generation';
import { SEED_BLUEPRINTS } from './data/blueprints';

// Shared by every instance (the seed's own lock): concurrent starts add blueprints once.
const BLUEPRINT_LOCK_ID = 727_274_003;

export type SeededBlueprints = { added: number; rolesFilled: number };

/**
 * Gives every seeded product without a blueprint its seed blueprint. Runs on each start, so a
 * database seeded before blueprints existed gets them too; a product that already has one
 * (an operator's edit) is left alone.
 *
 * A shop seeded before field roles existed has the seed's blueprints with empty roles
 * (migration 0003 defaults them to '{}'): those get the seed's roles. Only the seed's own
 * versions are filled — same product, name and prompt template as the seed wrote them, roles
 * still empty — so an operator's own blueprint, or roles an operator set, are never touched.
 */
export async function seedBlueprints(db: Database): Promise<SeededBlueprints> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BLUEPRINT_LOCK_ID})`);
    const rows = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(
        inArray(
          products.slug,
          SEED_BLUEPRINTS.map((b) => b.product),
        ),
      );
    if (rows.length === 0) return { added: 0, rolesFilled: 0 };
    const bySlug = new Map(SEED_BLUEPRINTS.map((b) => [b.product, b]));
    let rolesFilled = 0;
    for (const p of rows) {
      const seed = bySlug.get(p.slug)!;
      const filled = await tx
        .update(blueprints)
        .set({ fieldRoles: seed.fieldRoles })
        .where(
          and(
            eq(blueprints.productId, p.id),
            eq(blueprints.name, seed.name),
            eq(blueprints.promptTemplate, seed.promptTemplate),
            sql`${blueprints.fieldRoles} = '{}'::jsonb`,
          ),
        )
        .returning({ id: blueprints.id });
      rolesFilled += filled.length;
    }
    const withBlueprint = new Set(
      (
        await tx
          .select({ productId: blueprints.productId })
          .from(blueprints)
          .where(
            inArray(
              blueprints.productId,
              rows.map((r) => r.id),
            ),
          )
      ).map((b) => b.productId),
    );
    const missing = rows.filter((r) => !withBlueprint.has(r.id));
    if (missing.length === 0) return { added: 0, rolesFilled };
    const inserted = await tx
      .insert(blueprints)
      .values(
        missing.map((p) => {
          const { product: _slug, ...blueprint } = bySlug.get(p.slug)!;
          return { ...blueprint, productId: p.id, version: 1, isActive: true };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: blueprints.id });
    return { added: inserted.length, rolesFilled };
  });
}
