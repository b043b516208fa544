// Describes the seed shop's studio renders the way a shopper's order would: a photo, the style
// chosen on the visual selector (its title and description) and the words of the brief.
import { EMPTY_BRIEF, type ArtworkBrief } from '@atelier/studio';
import type { ImageSpec } from '../images';
import type { SeedPhoto } from '../studio-art';

/** A visual-selector option's words: what picks the look. */
export type Look = { title: string; description: string };
type Size = { width: number; height: number };
type Words = Partial<Omit<ArtworkBrief, 'style'>>;

const briefOf = (look: Look, words: Words = {}): ArtworkBrief => ({
  ...EMPTY_BRIEF,
  ...words,
  style: { name: look.title, description: look.description },
});

/** A portrait of one of the seed photos, as the portrait products make it. */
export function portraitArt(
  name: string,
  o: { seed: number; size: Size; photo: SeedPhoto; look: Look; preset: string; words?: Words },
): ImageSpec {
  return {
    name,
    kind: 'studio',
    studio: 'portrait',
    photos: [o.photo],
    stylePreset: o.preset,
    brief: briefOf(o.look, o.words),
    seed: o.seed,
    ...o.size,
  };
}

/** A vision board of the seed photos, as the vision-board product makes it. */
export function boardArt(
  name: string,
  o: { seed: number; size: Size; photos: readonly SeedPhoto[]; look: Look; words?: Words },
): ImageSpec {
  return {
    name,
    kind: 'studio',
    studio: 'vision_board',
    photos: [...o.photos],
    stylePreset: 'corkboard',
    brief: briefOf(o.look, o.words),
    seed: o.seed,
    ...o.size,
  };
}
