import { createHash } from 'node:crypto';
import { BLUEPRINT_MESSAGES } from '@atelier/shared/schemas/admin-blueprints';
import { VARIANT_MESSAGES, type SplitInput } from '@atelier/shared/schemas/admin-variants';
import type { Database } from '../../db/client';
import type { BlueprintVersionRow } from '../../db/schema/blueprints';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './blueprints.repository';

// The traffic split (issue 25 point 8, decision 026): new shoppers of a product take the live
// version or, for `split_percent` of them, the split version. A shopper's arm is a stable hash
// of user and blueprint, so one shopper keeps one arm while the split lasts; each artwork
// records the arm it took (artworks.split_arm) so figures compare like with like.

export type SplitArm = 'live' | 'split';

/** The shopper's bucket 0..99 for this blueprint (the same every time). */
export function splitBucket(userId: string, blueprintId: string): number {
  const digest = createHash('sha256').update(`${blueprintId}:${userId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The arm a shopper takes under a split of `percent` (0 = no split: always live). */
export function splitArmFor(userId: string, blueprintId: string, percent: number): SplitArm {
  return splitBucket(userId, blueprintId) < percent ? 'split' : 'live';
}

/**
 * The version a new artwork of the product takes for this shopper, and the arm (null: the
 * product has no split). Null version: the product has no blueprint.
 */
export async function versionForShopper(
  db: Database,
  productId: string,
  userId: string,
): Promise<{ version: BlueprintVersionRow; arm: SplitArm | null } | null> {
  const blueprint = await repo.blueprintOfProduct(db, productId);
  if (!blueprint?.liveVersionId) return null;
  const live = await repo.versionById(db, blueprint.liveVersionId);
  if (!live) return null;
  if (!blueprint.splitVersionId || blueprint.splitPercent <= 0) return { version: live, arm: null };
  const arm = splitArmFor(userId, blueprint.id, blueprint.splitPercent);
  if (arm === 'live') return { version: live, arm };
  const split = await repo.versionById(db, blueprint.splitVersionId);
  return split ? { version: split, arm } : { version: live, arm: null };
}

/** Starts, changes or stops a blueprint's split (stop: versionId null). */
export async function setSplit(db: Database, blueprintId: string, input: SplitInput) {
  const blueprint = await repo.lockBlueprint(db, blueprintId);
  if (!blueprint) throw notFound(BLUEPRINT_MESSAGES.notFound);
  if (input.versionId === null) {
    await repo.updateSplit(db, blueprintId, null, 0);
    return;
  }
  const version = await repo.versionById(db, input.versionId);
  if (!version) throw notFound(BLUEPRINT_MESSAGES.versionNotFound);
  if (version.blueprintId !== blueprintId)
    throw badRequest(VARIANT_MESSAGES.versionNotOfBlueprint, 'VERSION_NOT_OF_BLUEPRINT');
  if (version.id === blueprint.liveVersionId)
    throw badRequest(VARIANT_MESSAGES.splitSameAsLive, 'SPLIT_SAME_AS_LIVE');
  await repo.updateSplit(db, blueprintId, version.id, input.percent);
}
