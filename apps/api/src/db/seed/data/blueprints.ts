// One active blueprint per seeded product (DESIGN.md §3): the prompt and caption templates use
// that product's field names as {{fieldName}} placeholders; the style preset picks the studio
// renderer's palette family.

export type SeedBlueprint = {
  /** The seeded product it belongs to. */
  product: string;
  name: string;
  kind: 'portrait' | 'vision_board';
  promptTemplate: string;
  negativePrompt: string;
  stylePreset: string;
  captionTemplate: string;
  width: number;
  height: number;
};

const PORTRAIT_NEGATIVE =
  'blurry, distorted face, extra fingers, extra limbs, deformed, low resolution, text, letters, watermark';

export const SEED_BLUEPRINTS: readonly SeedBlueprint[] = [
  {
    product: 'divine-portrait',
    name: 'Divine Portrait v1',
    kind: 'portrait',
    promptTemplate:
      'A radiant faith-inspired portrait of {{subject_name}} in the {{art_style}} style, soft heavenly light and light rays, a gentle golden glow, an ornamental gilded frame, reverent and peaceful. Inspired by {{scripture_verse}}. {{personal_message}}',
    negativePrompt: PORTRAIT_NEGATIVE,
    stylePreset: 'divine-glow',
    captionTemplate: '{{subject_name}}',
    width: 1024,
    height: 1280,
  },
  {
    product: 'family-blessing',
    name: 'Family Blessing v1',
    kind: 'portrait',
    promptTemplate:
      'A warm family portrait of the {{family_name}} family in the {{art_style}} style, golden-hour light, close and joyful, a soft glow around them, an elegant frame. Blessing: {{blessing}}. {{notes}}',
    negativePrompt: PORTRAIT_NEGATIVE,
    stylePreset: 'golden-hour',
    captionTemplate: '{{family_name}}',
    width: 1024,
    height: 1280,
  },
  {
    product: 'guardian-angel-pet',
    name: 'Guardian Angel Pet v1',
    kind: 'portrait',
    promptTemplate:
      'A loving portrait of {{pet_name}}, a {{pet_type}}, as a gentle guardian angel in the {{art_style}} style, luminous feathered wings, soft celestial light, clouds and a warm halo. {{memorial_note}}',
    negativePrompt: PORTRAIT_NEGATIVE,
    stylePreset: 'guardian-light',
    captionTemplate: '{{pet_name}}',
    width: 1024,
    height: 1280,
  },
  {
    product: 'sacred-milestone',
    name: 'Sacred Milestone v1',
    kind: 'portrait',
    promptTemplate:
      'A sacred keepsake portrait celebrating the {{occasion}} of {{names}} on {{occasion_date}}, in the {{art_style}} style, heritage tones, reverent window light, an ornamental frame. {{message}}',
    negativePrompt: PORTRAIT_NEGATIVE,
    stylePreset: 'heritage',
    captionTemplate: '{{names}} {{occasion_date}}',
    width: 1024,
    height: 1280,
  },
  {
    product: 'vision-board',
    name: 'Vision Board v1',
    kind: 'vision_board',
    promptTemplate:
      'An inspiring vision board titled "{{board_title}}" focused on {{focus_area}}, {{board_style}} style: pinned photos, handwritten affirmation cards and warm light. Dreams and goals: {{dreams}}',
    negativePrompt: 'cluttered, unreadable, low resolution, watermark',
    stylePreset: 'corkboard',
    captionTemplate: '{{board_title}}',
    width: 1024,
    height: 1280,
  },
];
