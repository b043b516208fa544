import { parseBoardItems } from '@atelier/shared/board-items';
import { VARIANT_MESSAGES, type StartedVariants } from '@atelier/shared/schemas/admin-variants';
import { AppError, badRequest, notFound } from '../../lib/errors';
import * as blueprintsRepo from '../blueprints/blueprints.repository';
import { boardImages, findBoard } from '../generation/generation.repository';
import { pricePerImage, readProviderPrices } from './variant-settings.repository';
import { startVariants, type VariantRunDeps } from './variant-runs.service';
import { savedVariantsByIds } from './variant-view';
import { shopperArtwork } from './variants.repository';

// "Try on another version" (issue 25 point 6, decision 026): a shopper's artwork's exact values,
// photos and seed run on any version of its product's blueprint. The result is a saved variant
// only admins see; the shopper's photos are read where they are (private) and copied nowhere.

export function createReplays(deps: VariantRunDeps) {
  const { db } = deps;
  return {
    async start(artworkId: string, versionId: string, adminId: string): Promise<StartedVariants> {
      const artwork = await shopperArtwork(db, artworkId);
      if (!artwork) throw notFound(VARIANT_MESSAGES.artworkNotFound);
      const board = await findBoard(db, artwork.visionBoardId);
      const blueprint = board?.productId
        ? await blueprintsRepo.blueprintOfProduct(db, board.productId)
        : null;
      if (!board?.productId || !blueprint)
        throw new AppError(409, 'NO_PRODUCT', VARIANT_MESSAGES.artworkHasNoProduct);
      const version = await blueprintsRepo.versionById(db, versionId);
      if (!version) throw notFound(VARIANT_MESSAGES.versionNotFound);
      if (version.blueprintId !== blueprint.id)
        throw badRequest(VARIANT_MESSAGES.versionNotOfBlueprint, 'VERSION_NOT_OF_BLUEPRINT');
      const fields = await blueprintsRepo.productFieldsOf(db, board.productId);
      const values = parseBoardItems(
        board.items,
        fields.map((f) => f.fieldName),
      );
      const images = await boardImages(db, board.id);
      const photos = images.map((image) => ({
        fieldName: /^(.*)_\d+\.jpg$/.exec(image.filename)?.[1] ?? 'photo',
        key: image.key,
        samplePhotoId: null,
      }));
      const provider = deps.generation.provider(
        version.provider ?? deps.config.generation.provider,
      ).name;
      const [variant] = await startVariants(deps, adminId, [
        {
          purpose: 'replay',
          blueprintId: blueprint.id,
          productId: board.productId,
          version,
          draft: null,
          values,
          photos,
          seed: artwork.seed,
          costCents: pricePerImage(await readProviderPrices(db), provider),
          sourceArtworkId: artwork.id,
        },
      ]);
      return { items: await savedVariantsByIds(db, [variant!.id]), regressionRunId: null };
    },
  };
}
