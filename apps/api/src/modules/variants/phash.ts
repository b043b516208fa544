import { buffer } from 'node:stream/consumers';
import { perceptualSignature } from '@atelier/studio';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { originalKeyFor } from '../generation/artwork-attempt';
import { setPhash, variantsWithoutPhash } from './saved-variants.repository';

// A variant's perceptual signature (the studio's grey pHash and colour layout: 76 hex digits),
// measured once, the first time an answer needs it after the variant's artwork succeeded.

export async function ensurePhashes(
  deps: { db: Database; storage: Storage; log: FastifyBaseLogger },
  variantIds: readonly string[],
): Promise<void> {
  for (const v of await variantsWithoutPhash(deps.db, variantIds)) {
    const object = await deps.storage.get(originalKeyFor({ userId: v.userId, id: v.artworkId }));
    if (!object) {
      deps.log.warn({ variantId: v.id }, 'a saved variant has no stored original to hash');
      continue;
    }
    await setPhash(deps.db, v.id, await perceptualSignature(await buffer(object.body)));
  }
}
