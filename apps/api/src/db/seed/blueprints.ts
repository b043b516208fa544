import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema/catalogue';
import { liveVersionOfProduct } from '../../modules/blueprints/blueprints.repository';
import {
  FIRST_VERSION_NOTE,
  createBlueprint,
  reviseLive,
  rolesOf,
} from '../../modules/blueprints/blueprints.service';
import { SEED_BLUEPRINTS } from './data/blueprints';

// Shared by every instance (the seed's own lock): concurrent starts add blueprints once.
const BLUEPRINT_LOCK_ID = 727_274_003;

export type SeededBlueprints = { added: number; rolesFilled: number };

export const SEED_ROLES_NOTE = "Field roles of the shop's seed";

/**
 * Gives every seeded product without a blueprint its seed blueprint (version 1, live). Runs on
 * each start, so a database seeded before blueprints existed gets them too; a product that
 * already has one (an operator's edit) is left alone. Writes through modules/blueprints.
 *
 * A shop seeded before field roles existed has the seed's versions with empty roles: when the
 * live version is still the seed's own (no author, the seed's prompt template, roles empty), a
 * new version with the seed's roles goes live. An operator's version, or roles an operator set,
 * are never touched.
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
    const bySlug = new Map(SEED_BLUEPRINTS.map((b) => [b.product, b]));
    let added = 0;
    let rolesFilled = 0;
    for (const p of rows) {
      const { product: _slug, name: _name, kind, fieldRoles, ...seed } = bySlug.get(p.slug)!;
      const live = await liveVersionOfProduct(tx, p.id);
      if (!live) {
        await createBlueprint(tx, {
          productId: p.id,
          kind,
          draft: {
            ...seed,
            fieldRoles,
            studioSettings: {},
            // null: the provider this server is configured with, as before versions.
            provider: null,
            model: null,
            imagesPerRun: 1,
            seedPolicy: 'random',
            fixedSeed: null,
          },
          changeNote: FIRST_VERSION_NOTE,
          authorId: null,
        });
        added++;
      } else if (
        live.authorId === null &&
        live.promptTemplate === seed.promptTemplate &&
        Object.keys(rolesOf(live)).length === 0 &&
        Object.keys(fieldRoles).length > 0
      ) {
        await reviseLive(tx, live, { fieldRoles }, SEED_ROLES_NOTE, null);
        rolesFilled++;
      }
    }
    return { added, rolesFilled };
  });
}
