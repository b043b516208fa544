// The seed shop's Guardian Angel Pet filled in by its sample shopper, as the studio's own tests
// render it: the same inputs the API's sample shoppers build from the seeded product and its
// blueprint (apps/api/src/modules/generation/engine/studio-samples.ts), written out here so the
// studio depends on no shop data. The API's studio-samples.test.ts proves the two agree.
import type { ArtworkBrief, GenerationInput } from '../brief';
import { testPhoto } from './photos';

export { testPhoto };

export type SampleStyle = { title: string; description: string };

export type SampleProduct = { slug: 'guardian-angel-pet'; styles: SampleStyle[] };

const PET: SampleProduct = {
  slug: 'guardian-angel-pet',
  styles: [
    {
      title: 'Renaissance',
      description: 'Old-master warmth: deep umber shadows, a gilded halo and a carved gold frame.',
    },
    {
      title: 'Watercolor',
      description: 'Soft washes of rose, sky and honey on textured paper, light and airy.',
    },
    {
      title: 'Stained Glass',
      description: 'Jewel-toned panes and leaded lines, like a cathedral window at sunrise.',
    },
    {
      title: 'Modern Minimal',
      description: 'Clean shapes, a single sun and calm colour, made for contemporary rooms.',
    },
  ],
};

export function seedProduct(slug: 'guardian-angel-pet'): SampleProduct {
  if (slug !== PET.slug) throw new Error(`no sample product ${String(slug)}`);
  return PET;
}

/** The product's visual-selector options (its styles), in form order. */
export function productStyles(product: SampleProduct): SampleStyle[] {
  return product.styles;
}

export type SampleOptions = {
  /** The visual-selector option's title. */
  style: string;
  seed: number;
  /** Tick every toggle and choose the second option of every premium option field. */
  everything?: boolean;
  width?: number;
  height?: number;
  photos?: Buffer[];
};

/** A generation input for the pet portrait filled in by its sample shopper. */
export function sampleInput(slug: 'guardian-angel-pet', opts: SampleOptions): GenerationInput {
  const style = seedProduct(slug).styles.find((s) => s.title === opts.style);
  const brief: ArtworkBrief = {
    style: style ? { name: style.title, description: style.description } : null,
    title: 'Luna',
    lines: [],
    verses: [],
    date: '',
    elements: opts.everything ? ['wings'] : [],
    options: opts.everything
      ? [
          { aspect: 'frame', value: 'Antique Silver' },
          { aspect: 'light', value: 'Golden Hour' },
        ]
      : [],
    details: ['Cat'],
    notes: ['Loved Sunday naps'],
    list: [],
  };
  return {
    kind: 'portrait',
    prompt: 'Guardian Angel Pet Portrait',
    negativePrompt:
      'blurry, distorted face, extra fingers, extra limbs, deformed, low resolution, text, letters, watermark',
    stylePreset: 'guardian-light',
    model: null,
    width: opts.width ?? 1024,
    height: opts.height ?? 1280,
    seed: opts.seed,
    photos: opts.photos ?? [testPhoto('chelsea')],
    fields: [],
    caption: '',
    title: 'Guardian Angel Pet Portrait',
    brief,
    signal: new AbortController().signal,
  };
}
