import { buffer } from 'node:stream/consumers';
import { randomUUID } from 'node:crypto';
import {
  VARIANT_MESSAGES,
  type PromoteInput,
  type SavedVariant,
  type SavedVariantFilters,
  type SavedVariantList,
} from '@atelier/shared/schemas/admin-variants';
import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { nextCursorOf } from '../../db/keyset';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import { originalKeyFor, previewKeyFor } from '../generation/artwork-attempt';
import * as repo from './saved-variants.repository';
import { insertPromotedImage, promoteToGallery, promoteToProduct } from './promote.repository';
import { savedVariantsByIds } from './variant-view';

// The saved variants grid and its edits (issue 25 point 7, decision 026): list with filters,
// one variant, score / note / regression-set mark, delete, the image, promote to the storefront.

export type SavedVariantsDeps = { db: Database; storage: Storage; log: FastifyBaseLogger };

export function createSavedVariants(deps: SavedVariantsDeps) {
  const { db, storage } = deps;

  async function one(id: string): Promise<SavedVariant> {
    const [variant] = await savedVariantsByIds(db, [id]);
    if (!variant) throw notFound(VARIANT_MESSAGES.notFound);
    return variant;
  }

  return {
    one,

    async list(filters: SavedVariantFilters): Promise<SavedVariantList> {
      const rows = await repo.listVariantIds(db, filters);
      const page = rows.slice(0, filters.limit);
      return {
        items: await savedVariantsByIds(
          db,
          page.map((r) => r.id),
        ),
        nextCursor: nextCursorOf(rows, filters.limit, (r) => ({ at: r.at, id: r.id })),
      };
    },

    async update(
      id: string,
      body: { score?: number | null; note?: string; inRegressionSet?: boolean; updatedAt: string },
    ): Promise<SavedVariant> {
      const current = await one(id);
      if (body.inRegressionSet === true && current.purpose === 'regression')
        throw badRequest(VARIANT_MESSAGES.rerunNotInSet, 'RERUN_NOT_IN_SET');
      const { updatedAt, ...changes } = body;
      const row = await repo.updateVariant(db, id, new Date(updatedAt), changes);
      if (!row) throw conflict(ADMIN_MESSAGES.staleEdit('saved variant'), 'STALE_EDIT');
      return one(id);
    },

    async remove(id: string) {
      const variant = await one(id);
      const artwork = await repo.deleteVariantBoard(db, variant.artworkId);
      if (!artwork) throw notFound(VARIANT_MESSAGES.notFound);
      // Only the variant's own artwork files: its photos are library or shopper photos.
      const own = { userId: artwork.userId, id: variant.artworkId };
      await Promise.all([storage.delete(originalKeyFor(own)), storage.delete(previewKeyFor(own))]);
      return variant;
    },

    async image(id: string, size: 'preview' | 'original') {
      const artwork = await repo.variantArtwork(db, id);
      if (!artwork) throw notFound(VARIANT_MESSAGES.notFound);
      const key = size === 'original' ? artwork.originalKey : artwork.previewKey;
      if (artwork.status !== 'succeeded' || !key)
        throw conflict(VARIANT_MESSAGES.notFinished, 'NOT_FINISHED');
      const object = await storage.get(key);
      if (!object) throw notFound(VARIANT_MESSAGES.notFound);
      return { body: object.body, contentType: object.contentType };
    },

    /** The variant's original as a public shop image, then shown where the admin asked. */
    async promote(id: string, input: PromoteInput, adminId: string) {
      const variant = await one(id);
      const artwork = await repo.variantArtwork(db, id);
      if (!artwork?.originalKey || variant.status !== 'succeeded')
        throw conflict(VARIANT_MESSAGES.notFinished, 'NOT_FINISHED');
      const object = await storage.get(artwork.originalKey);
      if (!object) throw notFound(VARIANT_MESSAGES.notFound);
      const jpeg = await sharp(await buffer(object.body))
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer({ resolveWithObject: true });
      const key = `static-assets/images/${randomUUID()}.jpg`;
      await storage.put(key, jpeg.data, {
        contentType: 'image/jpeg',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      try {
        await insertPromotedImage(db, {
          key,
          filename: `${variant.product.title} (saved variant)`.slice(0, 200),
          width: jpeg.info.width,
          height: jpeg.info.height,
          bytes: jpeg.data.length,
          contentType: 'image/jpeg',
          createdBy: adminId,
        });
        if (input.target === 'gallery') {
          const item = await promoteToGallery(db, {
            title: input.title,
            description: input.description || null,
            imageUrl: key,
            productId: variant.product.id,
            categoryId: input.categoryId ?? null,
          });
          return { target: input.target, imageKey: key, galleryItemId: item.id, productId: null };
        }
        const updated = await promoteToProduct(db, variant.product.id, input.target, key);
        if (!updated)
          throw new AppError(404, 'NOT_FOUND', 'This product does not exist (any more).');
        return {
          target: input.target,
          imageKey: key,
          galleryItemId: null,
          productId: variant.product.id,
        };
      } catch (err) {
        await storage.delete(key).catch(() => {});
        throw err;
      }
    },
  };
}
export type SavedVariants = ReturnType<typeof createSavedVariants>;
