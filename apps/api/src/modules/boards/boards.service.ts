import {
  ARTWORK_MESSAGES,
  CUSTOM_ARTWORK_REQUEST,
  GENERATION_MESSAGES,
  ORDER_MESSAGES,
  UPLOADED_IMAGE_MESSAGES,
  type Artwork as ArtworkDto,
  type CreateUploadedImageBody,
  type CreateVisionBoardBody,
  type UploadedImage,
  type VisionBoard as VisionBoardDto,
} from '@atelier/shared/schemas/generation';
import { boardHeadingTitle, boardTitle } from '@atelier/shared/board-title';
import type { FieldRoles } from '@atelier/shared/schemas/field-roles';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import { toArtworkDto } from '../artworks/artwork.dto';
import type { ArtworksRepository, ArtworkWithFavorite } from '../artworks/artworks.repository';
import { boardItemsProblems } from './board-items-check';
import type { BoardsRepository, BoardWithProduct, UploadedImageRow } from './boards.repository';

type Caller = { id: string; isPremium: boolean };

/** What `check` answers and `create` stores. */
export type CheckedBoard = {
  userId: string;
  product: { id: string; slug: string; title: string };
  items: string;
};

export type BoardsDeps = {
  app: Pick<FastifyInstance, 'storage' | 'uploads'>;
  boards: BoardsRepository;
  artworks: ArtworksRepository;
};

/** 'a: 1\r\nb: 2 ' → 'a: 1\nb: 2'; nothing left → SPEC.md §3's 'Custom artwork request'. */
export function normaliseItems(items: string): string {
  const text = items.replace(/\r\n?/g, '\n').trim();
  return text === '' ? CUSTOM_ARTWORK_REQUEST : text;
}

/** fieldName_2.jpg before fieldName_10.jpg. */
const byFilename = (a: UploadedImageRow, b: UploadedImageRow) =>
  a.filename.localeCompare(b.filename, 'en', { numeric: true });

/** The image field a board photo belongs to, by its filename ({fieldName}_{index}.jpg). */
const imageFieldOf = (filename: string) => /^(.*)_\d+\.jpg$/.exec(filename)?.[1] ?? null;

export function createBoardsService({ app, boards, artworks }: BoardsDeps) {
  /** The product's image field the filename belongs to, when it takes a limited number. */
  async function cappedImageField(productId: string | null, filename: string) {
    if (!productId) return null;
    const name = imageFieldOf(filename);
    const field = (await boards.productFields(productId)).find(
      (f) => f.fieldName === name && f.fieldType === 'image',
    );
    return field?.maxImages ? { ...field, maxImages: field.maxImages } : null;
  }

  type Reading = {
    fields: Awaited<ReturnType<BoardsRepository['productFields']>>;
    roles: FieldRoles;
  };
  /** A product's fields and live roles, read once per answer (a list repeats products). */
  const readingOf = (memo: Map<string, Promise<Reading>>, productId: string) => {
    let found = memo.get(productId);
    if (!found) {
      found = Promise.all([boards.productFields(productId), boards.fieldRoles(productId)]).then(
        ([fields, roles]) => ({ fields, roles }),
      );
      memo.set(productId, found);
    }
    return found;
  };

  /** The heading of the board's artwork: its title role's value (see boardHeadingTitle). */
  async function headingOf(
    board: BoardWithProduct['board'],
    memo: Map<string, Promise<Reading>> = new Map(),
  ) {
    if (!board.productId) return boardTitle(board.items);
    const { fields, roles } = await readingOf(memo, board.productId);
    return boardHeadingTitle(board.items, fields, roles);
  }

  async function boardDto(
    { board, product }: BoardWithProduct,
    latest?: ArtworkWithFavorite | null,
    memo?: Map<string, Promise<Reading>>,
  ): Promise<VisionBoardDto> {
    const dto: VisionBoardDto = {
      id: board.id,
      items: board.items,
      productId: board.productId,
      productSlug: product?.slug ?? null,
      productTitle: product?.title ?? null,
      heading: await headingOf(board, memo),
      createdAt: board.createdAt.toISOString(),
    };
    if (latest !== undefined) {
      dto.latestArtwork = latest
        ? await toArtworkDto(app, latest.artwork, { isFavorite: latest.isFavorite })
        : null;
    }
    return dto;
  }

  async function imageDto(row: UploadedImageRow): Promise<UploadedImage> {
    return {
      id: row.id,
      visionBoardId: row.visionBoardId,
      filename: row.filename,
      key: row.key,
      url: await app.storage.signedUrl(row.key),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The caller's board, or 404 (also for another user's board: its existence is not told). */
  async function ownedBoard(userId: string, id: string): Promise<BoardWithProduct> {
    const found = await boards.findOwnedBoard(userId, id);
    if (!found) throw notFound(GENERATION_MESSAGES.BOARD_NOT_FOUND);
    return found;
  }

  const dtos = (rows: ArtworkWithFavorite[]): Promise<ArtworkDto[]> =>
    Promise.all(rows.map((r) => toArtworkDto(app, r.artwork, { isFavorite: r.isFavorite })));

  return {
    ownedBoard,

    /**
     * A board ready to store: its product is active and its items fit the product's fields
     * (400 naming each field and problem otherwise). Split from `create` so the per-account
     * limit counts only boards that can be stored.
     */
    async check(caller: Caller, body: CreateVisionBoardBody): Promise<CheckedBoard> {
      const product = await boards.findActiveProduct(body.productId);
      if (!product) throw notFound(ORDER_MESSAGES.PRODUCT_NOT_FOUND);
      const items = normaliseItems(body.items);
      const problems = boardItemsProblems(items, await boards.productFields(product.id), {
        productTitle: product.title,
        isPremium: caller.isPremium,
      });
      if (problems.length > 0) throw badRequest(problems.join(' '), 'VALIDATION_ERROR');
      return { userId: caller.id, product, items };
    },

    async create({ userId, product, items }: CheckedBoard): Promise<VisionBoardDto> {
      const board = await boards.insertBoard({ userId, productId: product.id, items });
      return boardDto({ board, product: { slug: product.slug, title: product.title } });
    },

    async list(userId: string): Promise<VisionBoardDto[]> {
      const rows = await boards.listBoards(userId);
      const latest = await artworks.latestByBoards(
        userId,
        rows.map((r) => r.board.id),
      );
      const memo = new Map<string, Promise<Reading>>();
      return Promise.all(rows.map((r) => boardDto(r, latest.get(r.board.id) ?? null, memo)));
    },

    async get(userId: string, id: string): Promise<VisionBoardDto> {
      const found = await ownedBoard(userId, id);
      return boardDto(found, await artworks.latestByBoard(userId, id));
    },

    async images(userId: string, id: string): Promise<UploadedImage[]> {
      await ownedBoard(userId, id);
      const rows = await boards.listImages(id);
      return Promise.all(rows.sort(byFilename).map(imageDto));
    },

    async artworks(userId: string, id: string): Promise<ArtworkDto[]> {
      await ownedBoard(userId, id);
      return dtos(await artworks.listByBoard(userId, id));
    },

    async latestArtwork(userId: string, id: string): Promise<ArtworkDto> {
      await ownedBoard(userId, id);
      const latest = await artworks.latestByBoard(userId, id);
      if (!latest) throw notFound(ARTWORK_MESSAGES.NO_ARTWORK_YET);
      return toArtworkDto(app, latest.artwork, { isFavorite: latest.isFavorite });
    },

    async approvedArtworks(userId: string, id: string): Promise<ArtworkDto[]> {
      await ownedBoard(userId, id);
      return dtos(await artworks.listApprovedByBoard(userId, id));
    },

    /**
     * Registers one of the caller's uploads on the caller's board. The url must resolve to an
     * upload whose row belongs to the caller: a signed URL of someone else's photo is refused.
     */
    async addImage(userId: string, body: CreateUploadedImageBody): Promise<UploadedImage> {
      const { board } = await ownedBoard(userId, body.visionBoardId);
      const key = await app.uploads.ownedKey(userId, body.url);
      if (!key) throw badRequest(UPLOADED_IMAGE_MESSAGES.NOT_YOUR_UPLOAD, 'UPLOAD_NOT_OWNED');
      const values = { visionBoardId: board.id, filename: body.filename, key };
      const field = await cappedImageField(board.productId, body.filename);
      if (!field) return imageDto(await boards.upsertImage(values));
      const outcome = await boards.upsertCappedImage(values, {
        max: field.maxImages,
        holds: (filename) => imageFieldOf(filename) === field.fieldName,
      });
      if ('full' in outcome)
        throw badRequest(
          UPLOADED_IMAGE_MESSAGES.fieldFull(field.fieldLabel, field.maxImages, outcome.full),
          'FIELD_PHOTOS_FULL',
        );
      return imageDto(outcome.image);
    },
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
