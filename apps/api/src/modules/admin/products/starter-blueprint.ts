import type { AdminProductValues } from '@atelier/shared/schemas/admin-products';
import type { FieldValues } from './admin-products.repository';

type ArtworkKind = AdminProductValues['artworkKind'];

const NEGATIVE_PROMPTS: Record<ArtworkKind, string> = {
  portrait:
    'blurry, distorted face, extra fingers, extra limbs, deformed, low resolution, text, letters, watermark',
  vision_board: 'cluttered, unreadable, distorted, low resolution, watermark',
};

/**
 * The blueprint a new product starts with: its prompt uses every field that is not a photo as
 * `{{fieldName}}` (photos reach the renderer as images), its caption the first one-line text
 * field. Field roles stay '{}': the brief infers them from the field types (brief.ts).
 */
export function starterBlueprint(
  title: string,
  kind: ArtworkKind,
  fields: Pick<FieldValues, 'fieldName' | 'fieldType'>[],
) {
  const details = fields
    .filter((f) => f.fieldType !== 'image')
    .map((f) => `{{${f.fieldName}}}`)
    .join(', ');
  const promptTemplate =
    kind === 'portrait'
      ? `A heartfelt personalised portrait${details ? ` of ${details}` : ''}, soft warm light, fine painterly detail, a gentle glow and an elegant frame.`
      : `An inspiring vision board${details ? ` about ${details}` : ''}: pinned photos, handwritten affirmation cards, warm light and a balanced layout.`;
  const captionField = fields.find((f) => f.fieldType === 'text');
  return {
    name: `${title} v1`,
    version: 1,
    isActive: true,
    kind,
    promptTemplate,
    negativePrompt: NEGATIVE_PROMPTS[kind],
    stylePreset: kind === 'portrait' ? 'divine-glow' : 'corkboard',
    captionTemplate: captionField ? `{{${captionField.fieldName}}}` : '',
    width: 1024,
    height: 1280,
    fieldRoles: {},
  };
}
