import type { Database } from '../../db/client';
import type { BlueprintVersionRow } from '../../db/schema/blueprints';
import * as repo from './blueprints.repository';
import { createBlueprint } from './blueprints.service';

// Test fixtures: a product's blueprint in one call, and a new live version with some columns
// changed (what an admin's save and make-live would leave), written through the module.

export async function addBlueprint(
  db: Database,
  productId: string,
  version: Partial<Parameters<typeof createBlueprint>[1]['draft']> & {
    promptTemplate: string;
    kind?: 'portrait' | 'vision_board';
  },
) {
  const { kind = 'portrait', ...draft } = version;
  return createBlueprint(db, {
    productId,
    kind,
    draft: {
      negativePrompt: '',
      captionTemplate: '',
      fieldRoles: {},
      stylePreset: 'divine-glow',
      studioSettings: {},
      provider: null,
      model: null,
      width: 1024,
      height: 1280,
      imagesPerRun: 1,
      seedPolicy: 'random',
      fixedSeed: null,
      ...draft,
    },
    changeNote: 'Test version',
    authorId: null,
  });
}

/** A new version of the product's live one with `changes` (raw: no checks), made live. */
export async function addLiveVersion(
  db: Database,
  productId: string,
  changes: Partial<Omit<BlueprintVersionRow, 'id' | 'blueprintId' | 'version' | 'createdAt'>>,
) {
  const live = (await repo.liveVersionOfProduct(db, productId))!;
  const { id: _id, blueprintId, version: _v, createdAt: _c, ...copy } = live;
  await repo.lockBlueprint(db, blueprintId);
  const next = await repo.insertVersion(db, blueprintId, {
    ...copy,
    ...changes,
    changeNote: 'Test change',
  });
  await repo.moveLive(db, blueprintId, live.id, next.id, null);
  return next;
}
