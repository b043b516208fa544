import {
  ARTWORK_MESSAGES,
  GENERATION_MESSAGES,
  type Artwork as ArtworkDto,
} from '@atelier/shared/schemas/generation';
import type { FastifyInstance } from 'fastify';
import type { Artwork as ArtworkRow } from '../../db/schema/generation';

/** What the mapper needs from the app: only storage, so workers and tests can pass a stub. */
export type ArtworkDtoApp = Pick<FastifyInstance, 'storage'>;

const TIMEOUT = /time(d)?[\s_-]?out|deadline|abort/i;
const DECLINED = /content[\s_-]?policy|safety|moderation|nsfw|rejected by/i;

/**
 * The message a person sees for a failed artwork. The stored lastError is a provider's or worker's
 * technical text (HTTP codes, stack-ish wording); it never reaches the browser as such.
 */
export function artworkErrorMessage(lastError: string | null): string {
  if (lastError && DECLINED.test(lastError)) return ARTWORK_MESSAGES.DECLINED;
  if (lastError && TIMEOUT.test(lastError)) return ARTWORK_MESSAGES.TIMED_OUT;
  return GENERATION_MESSAGES.FAILED;
}

/**
 * The artwork as the API answers it (artworkSchema): imageUrl is a fresh signed URL of the
 * watermarked preview once succeeded (never the original), error a readable message when failed.
 */
export async function toArtworkDto(
  app: ArtworkDtoApp,
  row: ArtworkRow,
  opts: { isFavorite?: boolean } = {},
): Promise<ArtworkDto> {
  const imageUrl =
    row.status === 'succeeded' && row.previewKey
      ? await app.storage.signedUrl(row.previewKey)
      : null;
  return {
    id: row.id,
    visionBoardId: row.visionBoardId,
    status: row.status,
    imageUrl,
    width: row.width ?? null,
    height: row.height ?? null,
    isApproved: row.isApproved,
    isFavorite: opts.isFavorite ?? false,
    error: row.status === 'failed' ? artworkErrorMessage(row.lastError) : null,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** Maps a list in parallel (each signed URL is independent). */
export function toArtworkDtos(
  app: ArtworkDtoApp,
  rows: { artwork: ArtworkRow; isFavorite: boolean }[],
): Promise<ArtworkDto[]> {
  return Promise.all(rows.map((r) => toArtworkDto(app, r.artwork, { isFavorite: r.isFavorite })));
}
