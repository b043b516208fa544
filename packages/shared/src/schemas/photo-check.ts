import { z } from 'zod';
import { ppiAt } from '../print-rule';
import { MIN_PRINT_PPI } from './prints';

// The photo check (issue 27 point 3): as soon as a photo is uploaded, the form says what the
// studio will make of it — the subject the studio's own finder sees, the face's size and the
// photo's resolution against the largest canvas — as a traffic light and one sentence. It never
// blocks the submission. GET /api/upload/photo-check?key=… answers it, computed once per upload.

export const PHOTO_LIGHTS = ['green', 'amber', 'red'] as const;
export type PhotoLight = (typeof PHOTO_LIGHTS)[number];

export const PHOTO_VERDICTS = [
  'great',
  'several',
  'small-face',
  'no-subject',
  'low-resolution',
  'too-small',
] as const;
export type PhotoVerdict = (typeof PHOTO_VERDICTS)[number];

/** Below this share of the photo's height, a face is small for a portrait. */
export const SMALL_FACE_SHARE = 0.1;

/** The one sentence the form shows for each verdict. */
export const PHOTO_CHECK_MESSAGES = {
  great: 'Great photo',
  several: (count: number) => `We found ${count} people — they will all be in the portrait`,
  'small-face': 'The face is small — a closer photo gives a better portrait',
  'no-subject': 'We could not find a person or pet: the portrait will use the whole photo',
  'low-resolution': (largest: string) =>
    `The photo is a little small for our largest canvas (${largest}) — it prints sharply at the smaller sizes`,
  'too-small':
    'The photo is too small to print sharply on canvas — a larger original gives a better print',
} as const;

/** What the subject finder saw (stored once per upload). */
export const photoSubjectSchema = z.object({
  kind: z.enum(['person', 'animal']),
  /** How many people (up to four) or animals (one) the portrait would hold. */
  count: z.number().int().min(1),
  /** The face's height as a share of the photo's height (0…1); null when no face was found. */
  faceShare: z.number().min(0).max(1).nullable(),
});
export type PhotoSubject = z.infer<typeof photoSubjectSchema>;

/** The photo against the largest active canvas size, by the 150 PPI print rule. */
export const photoPrintSchema = z.object({
  /** The largest active canvas size's label. */
  largest: z.string(),
  /** The resolution the photo reaches on it, wrap included. */
  ppi: z.number().int(),
  /** True when the photo reaches the print rule's PPI on the largest size. */
  printable: z.boolean(),
  /** True when the photo reaches it on at least one active size. */
  anyPrintable: z.boolean(),
});
export type PhotoPrint = z.infer<typeof photoPrintSchema>;

export const photoCheckQuerySchema = z.object({ key: z.string().max(1024).default('') });

/** GET /api/upload/photo-check?key=… */
export const photoCheckSchema = z.object({
  key: z.string(),
  light: z.enum(PHOTO_LIGHTS),
  verdict: z.enum(PHOTO_VERDICTS),
  /** One sentence for the shopper. */
  message: z.string(),
  /** The person(s) or pet found; null when none was. */
  subject: photoSubjectSchema.nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** Null when the shop has no active canvas size. */
  print: photoPrintSchema.nullable(),
});
export type PhotoCheck = z.infer<typeof photoCheckSchema>;

/**
 * The verdict, most serious first: a photo too small for any canvas, no subject, a small face,
 * too small for the largest canvas, several people, or a great photo.
 */
export function photoVerdict(
  subject: PhotoSubject | null,
  print: PhotoPrint | null,
): { light: PhotoLight; verdict: PhotoVerdict; message: string } {
  if (print && !print.anyPrintable)
    return { light: 'red', verdict: 'too-small', message: PHOTO_CHECK_MESSAGES['too-small'] };
  if (!subject)
    return { light: 'amber', verdict: 'no-subject', message: PHOTO_CHECK_MESSAGES['no-subject'] };
  if (subject.faceShare !== null && subject.faceShare < SMALL_FACE_SHARE)
    return { light: 'amber', verdict: 'small-face', message: PHOTO_CHECK_MESSAGES['small-face'] };
  if (print && !print.printable)
    return {
      light: 'amber',
      verdict: 'low-resolution',
      message: PHOTO_CHECK_MESSAGES['low-resolution'](print.largest),
    };
  if (subject.kind === 'person' && subject.count > 1)
    return {
      light: 'green',
      verdict: 'several',
      message: PHOTO_CHECK_MESSAGES.several(subject.count),
    };
  return { light: 'green', verdict: 'great', message: PHOTO_CHECK_MESSAGES.great };
}

/** The photo against the shop's active canvas sizes, by the print options' own rule; null: none. */
export function photoPrint(
  photo: { width: number; height: number },
  sizes: { label: string; widthInches: number; heightInches: number }[],
): PhotoPrint | null {
  if (sizes.length === 0) return null;
  const largest = sizes.reduce((a, b) =>
    b.widthInches * b.heightInches > a.widthInches * a.heightInches ? b : a,
  );
  const ppi = ppiAt(photo, largest);
  return {
    largest: largest.label,
    ppi,
    printable: ppi >= MIN_PRINT_PPI,
    anyPrintable: sizes.some((s) => ppiAt(photo, s) >= MIN_PRINT_PPI),
  };
}
