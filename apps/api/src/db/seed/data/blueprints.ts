// One active blueprint per seeded product (DESIGN.md §3): the prompt and caption templates use
// that product's field names as {{fieldName}} placeholders; the style preset picks the studio
// renderer's palette family; the field roles say what each field is for (DESIGN.md §3), so the
// renderer and the AI prompts read the shopper's input by meaning. Photos need no role.
import type { FieldRoles } from '@atelier/shared/schemas/field-roles';

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
  fieldRoles: FieldRoles;
};

/** The premium selects every portrait product has (data/premium-fields.ts). */
const PREMIUM_PORTRAIT_ROLES: FieldRoles = {
  frame_finish: { role: 'option', aspect: 'frame' },
  light_mood: { role: 'option', aspect: 'light' },
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
    fieldRoles: {
      subject_name: { role: 'title' },
      art_style: { role: 'style' },
      scripture_verse: { role: 'subtitle', as: 'verse' },
      personal_message: { role: 'notes' },
      add_halo: { role: 'toggle', element: 'halo' },
      ...PREMIUM_PORTRAIT_ROLES,
    },
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
    fieldRoles: {
      family_name: { role: 'title' },
      blessing: { role: 'subtitle', as: 'verse' },
      art_style: { role: 'style' },
      include_pets: { role: 'toggle', element: 'pets' },
      notes: { role: 'notes' },
      ...PREMIUM_PORTRAIT_ROLES,
    },
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
    fieldRoles: {
      pet_name: { role: 'title' },
      pet_type: { role: 'detail' },
      art_style: { role: 'style' },
      angel_wings: { role: 'toggle', element: 'wings' },
      memorial_note: { role: 'notes' },
      ...PREMIUM_PORTRAIT_ROLES,
    },
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
    fieldRoles: {
      names: { role: 'title' },
      occasion: { role: 'subtitle', as: 'line' },
      occasion_date: { role: 'date' },
      art_style: { role: 'style' },
      message: { role: 'subtitle', as: 'verse' },
      gift_note: { role: 'toggle', element: 'gift_card' },
      ...PREMIUM_PORTRAIT_ROLES,
    },
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
    fieldRoles: {
      board_title: { role: 'title' },
      dreams: { role: 'list' },
      focus_area: { role: 'subtitle', as: 'line' },
      board_style: { role: 'style' },
      add_affirmations: { role: 'toggle', element: 'affirmations' },
      accent_palette: { role: 'option', aspect: 'palette' },
    },
  },
];
