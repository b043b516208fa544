import { z } from 'zod';
import { artworkSchema } from './generation';

// Free revisions (issue 27): "Ask for a change" on a finished artwork makes a new artwork from the
// same inputs with a new seed and the shopper's note (which goes into the AI providers' prompt).
// A product includes a number of them free (admin-set, default 2); later ones use a generation
// like a regenerate. Every version stays on the board: the shopper prints whichever they like.

export const DEFAULT_FREE_REVISIONS = 2;
export const MAX_FREE_REVISIONS = 10;
export const REVISION_NOTE_MAX = 500;

export const REVISION_MESSAGES = {
  NOTE_REQUIRED: 'Tell us what to change.',
  NOTE_TOO_LONG: `Please keep the note under ${REVISION_NOTE_MAX} characters.`,
  NOT_FINISHED: 'A change can be asked for once the artwork is finished.',
  ARTWORK_NOT_FOUND: 'Artwork not found.',
} as const;

/** POST /api/artwork/{id}/revisions */
export const requestRevisionSchema = z.strictObject({
  note: z
    .string({ error: REVISION_MESSAGES.NOTE_REQUIRED })
    .trim()
    .min(1, REVISION_MESSAGES.NOTE_REQUIRED)
    .max(REVISION_NOTE_MAX, REVISION_MESSAGES.NOTE_TOO_LONG),
});
export type RequestRevisionBody = z.infer<typeof requestRevisionSchema>;

/** GET /api/artwork/{id}/revisions: what the next change costs. */
export const revisionAllowanceSchema = z.object({
  /** The first artwork of the line this one belongs to. */
  rootId: z.uuid(),
  /** The product's free revisions per artwork. */
  freeRevisions: z.number().int(),
  /** Revisions already made of the line. */
  used: z.number().int(),
  /** Free revisions left: the next one is free while this is above 0. */
  freeLeft: z.number().int(),
});
export type RevisionAllowance = z.infer<typeof revisionAllowanceSchema>;

/**
 * What the next change of an artwork costs, in words (the artwork page's and the print proof's
 * "Ask for a change"): free while its line has free revisions left, else one generation. Pass the
 * shopper's `generationsLeft` where a change is made even without one (a change asked on a print
 * proof: the shop then makes it by hand), and the line says so when there is none.
 */
export function revisionCostLine(
  allowance: Pick<RevisionAllowance, 'freeLeft' | 'freeRevisions'>,
  generationsLeft?: number,
): string {
  const { freeLeft, freeRevisions } = allowance;
  if (freeLeft > 0) {
    // "1 of 2 free revisions left": the noun counts the product's revisions, not those left.
    const of = Math.max(freeRevisions, freeLeft);
    return `This change is free: ${freeLeft} of ${of} free revision${of === 1 ? '' : 's'} left for this artwork.`;
  }
  if (generationsLeft !== undefined && generationsLeft <= 0) {
    return 'The free revisions of this artwork are used and you have no generations left: we make your change by hand and send you a new proof.';
  }
  return 'The free revisions of this artwork are used: this change uses 1 generation.';
}

/** The answer to a change asked for: the new artwork (queued) and whether it was free. */
export const revisionCreatedSchema = z.object({
  artwork: artworkSchema,
  free: z.boolean(),
  freeLeft: z.number().int(),
});
export type RevisionCreated = z.infer<typeof revisionCreatedSchema>;

/** "Includes 2 free revisions" (the product page); none: nothing is said. */
export function freeRevisionsLine(n: number): string | null {
  if (n <= 0) return null;
  return `Includes ${n} free revision${n === 1 ? '' : 's'}`;
}

/** The line the AI providers' prompt gets for the shopper's note. */
export function revisionPromptLine(note: string): string {
  const text = note.replace(/\s+/g, ' ').trim();
  return `Requested change: ${/[.!?…]$/.test(text) ? text : `${text}.`}`;
}
