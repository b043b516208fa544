import { buffer } from 'node:stream/consumers';
import type { ArtworkFailureKind } from '@atelier/shared/schemas/artwork-failures';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Artwork } from '../../db/schema/generation';
import type { Storage } from '../../storage/storage';
import { parseBoardItems } from '@atelier/shared/board-items';
import { buildBrief, readFieldRoles } from './brief';
import { renderTemplate } from '@atelier/shared/blueprint-template';
import { studioSettingsSchema } from '@atelier/shared/schemas/admin-blueprints';
import { revisionPromptLine } from '@atelier/shared/schemas/revisions';
import { versionById } from '../blueprints/blueprints.repository';
import { versionForNewArtwork } from '../blueprints/blueprints.service';
import { ProviderError, type GenerationField, type GenerationInput } from './engine';
import * as repo from './generation.repository';

// What a provider is given for an artwork, rebuilt from the database: the generation job reads
// it for every attempt, and print files and full-resolution PNGs read it again to re-render the
// same inputs and seed at another size.

export const GENERATION_ERRORS = {
  NO_BLUEPRINT: 'This product cannot be turned into artwork yet. Please try another product.',
  TIMED_OUT: 'The generation attempt timed out.',
  WORKER_LOST: 'The generation attempt passed its deadline (its worker stopped).',
} as const;

/** A failure another attempt cannot fix (the board or its blueprint is gone). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
  readonly kind: ArtworkFailureKind = 'invalid_input';
}

/** A failure of the pipeline around the provider, with its kind (e.g. storing the result). */
export class GenerationFailure extends Error {
  override name = 'GenerationFailure';
  constructor(
    message: string,
    readonly kind: ArtworkFailureKind,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The artwork's failure_kind for an error: its own kind where it was thrown, else internal. */
export function failureKindOf(err: unknown): ArtworkFailureKind {
  if (err instanceof ProviderError || err instanceof PermanentJobError) return err.kind;
  if (err instanceof GenerationFailure) return err.kind;
  return 'internal';
}

/** Whether another attempt may fix it: a provider's or pipeline's own verdict, else yes. */
export function isRetryable(err: unknown): boolean {
  if (err instanceof ProviderError || err instanceof GenerationFailure) return err.retryable;
  return !(err instanceof PermanentJobError);
}

const TEXT_FIELD_TYPES = new Set(['text', 'textarea', 'select', 'visual_selector', 'checkbox']);

export type ArtworkInputDeps = { db: Database; storage: Storage; log: FastifyBaseLogger };

/** The artwork's GenerationInput (without the signal): board, blueprint, photos and seed. */
export async function loadArtworkInput(
  { db, storage, log }: ArtworkInputDeps,
  artwork: Artwork,
): Promise<Omit<GenerationInput, 'signal'>> {
  const board = await repo.findBoard(db, artwork.visionBoardId);
  if (!board) throw new PermanentJobError('The vision board no longer exists.');
  // The artwork's own version, never the live one: a later version must not change what the
  // shopper has. Only an artwork from before versions were recorded takes the live one.
  const saved = artwork.blueprintVersionId
    ? await versionById(db, artwork.blueprintVersionId)
    : board.productId
      ? await versionForNewArtwork(db, board.productId)
      : null;
  // A test run of the editor's unsaved draft (decision 026): the draft's settings on the live
  // version's kind (a draft has the same keys as a version).
  const blueprint = saved && artwork.draft ? { ...saved, ...artwork.draft } : saved;
  const product = board.productId ? await repo.productWithFields(db, board.productId) : null;
  if (!blueprint || !product) throw new PermanentJobError(GENERATION_ERRORS.NO_BLUEPRINT);

  const fieldNames = product.fields.map((f) => f.fieldName);
  const values = parseBoardItems(board.items, fieldNames);
  let roles = readFieldRoles(blueprint.fieldRoles);
  if (!roles) {
    // A bad stored value must not fail the shopper's job: read the fields by their types.
    log.warn(
      { blueprintVersionId: blueprint.id, artworkId: artwork.id },
      'the blueprint has invalid field roles; reading the fields by their types',
    );
    roles = {};
  }
  const fields: GenerationField[] = product.fields
    .filter((f) => TEXT_FIELD_TYPES.has(f.fieldType) && (values[f.fieldName] ?? '') !== '')
    .map((f) => ({ name: f.fieldName, label: f.fieldLabel, value: values[f.fieldName]! }));

  // Photos in field order, then by index ({fieldName}_{index}.jpg).
  const order = (filename: string) => {
    const m = /^(.*)_(\d+)\.jpg$/.exec(filename);
    const field = m ? fieldNames.indexOf(m[1]!) : -1;
    return [field === -1 ? fieldNames.length : field, m ? Number(m[2]) : 0] as const;
  };
  const images = (await repo.boardImages(db, board.id)).sort((a, b) => {
    const [fa, ia] = order(a.filename);
    const [fb, ib] = order(b.filename);
    return fa - fb || ia - ib;
  });
  const photos: Buffer[] = [];
  for (const image of images) {
    const object = await storage.get(image.key);
    if (!object) {
      log.warn({ key: image.key, artworkId: artwork.id }, 'a board photo is missing; skipped');
      continue;
    }
    photos.push(await buffer(object.body));
  }
  return {
    kind: blueprint.kind,
    // A revision's note ("Ask for a change") goes to the AI providers with the prompt.
    prompt: artwork.revisionNote
      ? `${renderTemplate(blueprint.promptTemplate, values)} ${revisionPromptLine(artwork.revisionNote)}`.trim()
      : renderTemplate(blueprint.promptTemplate, values),
    negativePrompt: blueprint.negativePrompt,
    stylePreset: blueprint.stylePreset,
    model: blueprint.model,
    width: blueprint.width,
    height: blueprint.height,
    seed: artwork.seed,
    photos,
    fields,
    caption: renderTemplate(blueprint.captionTemplate, values),
    title: product.title,
    brief: buildBrief(product.fields, roles, values),
    studioSettings: studioSettingsSchema.catch({}).parse(blueprint.studioSettings),
  };
}
