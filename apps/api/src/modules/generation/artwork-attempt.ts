import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Artwork } from '../../db/schema/generation';
import type { Storage } from '../../storage/storage';
import { versionById } from '../blueprints/blueprints.repository';
import { GENERATION_ERRORS, GenerationFailure, loadArtworkInput } from './artwork-input';
import { ProviderError, makePreview, type GenerationInput, type ImageProvider } from './engine';

// One attempt at an artwork: its input loaded, the provider called under the per-attempt
// timeout, the original and the watermarked preview stored. The service decides what the
// outcome means (succeeded, retried, failed).

export const originalKeyFor = (a: Pick<Artwork, 'userId' | 'id'>) =>
  `generated-artwork/${a.userId}/${a.id}/original.png`;
export const previewKeyFor = (a: Pick<Artwork, 'userId' | 'id'>) =>
  `generated-artwork/${a.userId}/${a.id}/preview.webp`;

export type ArtworkAttemptDeps = {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The provider of that name (a version's), when this server is configured for it. */
  provider: (name?: string) => ImageProvider;
  /** GENERATION_ATTEMPT_TIMEOUT_MS. */
  attemptTimeoutMs: number;
};

export function createArtworkAttempt(deps: ArtworkAttemptDeps) {
  const { db, storage, log } = deps;

  /**
   * The provider call under the per-attempt timeout (GENERATION_ATTEMPT_TIMEOUT_MS), also cut
   * short when the attempt is taken away from this worker (`lost`).
   */
  async function generateWithTimeout(
    provider: ImageProvider,
    input: Omit<GenerationInput, 'signal'>,
    lost: AbortSignal,
  ) {
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(
          new ProviderError(GENERATION_ERRORS.TIMED_OUT, true, undefined, 'timeout'),
        ),
      deps.attemptTimeoutMs,
    );
    const onLost = () => controller.abort(lost.reason);
    if (lost.aborted) onLost();
    else lost.addEventListener('abort', onLost, { once: true });
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
        once: true,
      });
    });
    aborted.catch(() => {});
    try {
      // A provider that ignores the signal still loses the race against the timeout.
      return await Promise.race([
        provider.generate({ ...input, signal: controller.signal }),
        aborted,
      ]);
    } finally {
      clearTimeout(timer);
      lost.removeEventListener('abort', onLost);
    }
  }

  /** One attempt: the provider's image stored as the original plus the watermarked preview. */
  async function attempt(artwork: Artwork, lost: AbortSignal) {
    const input = await loadArtworkInput({ db, storage, log }, artwork);
    // The provider its blueprint version names, else the one this worker is configured with.
    const version = artwork.blueprintVersionId
      ? await versionById(db, artwork.blueprintVersionId)
      : null;
    const provider = deps.provider(artwork.draft?.provider ?? version?.provider ?? undefined);
    const image = await generateWithTimeout(provider, input, lost);
    const png =
      image.contentType === 'image/png' ? image.data : await sharp(image.data).png().toBuffer();
    const preview = await makePreview(png);
    const originalKey = originalKeyFor(artwork);
    const previewKey = previewKeyFor(artwork);
    try {
      await storage.put(originalKey, png, { contentType: 'image/png' });
      await storage.put(previewKey, preview.data, { contentType: preview.contentType });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new GenerationFailure(`could not store the artwork: ${reason}`, 'storage', true, {
        cause: err,
      });
    }
    return { originalKey, previewKey, width: image.width, height: image.height };
  }
  return attempt;
}
