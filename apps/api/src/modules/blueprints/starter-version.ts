import type { BlueprintDraft } from '@atelier/shared/schemas/admin-blueprints';
import { inferFieldRoles, type NamedRoleField } from '@atelier/shared/field-role-resolution';

export type ArtworkKind = 'portrait' | 'vision_board';

const NEGATIVE_PROMPTS: Record<ArtworkKind, string> = {
  portrait:
    'blurry, distorted face, extra fingers, extra limbs, deformed, low resolution, text, letters, watermark',
  vision_board: 'cluttered, unreadable, distorted, low resolution, watermark',
};

/**
 * The version a new product starts with: its prompt uses every field that is not a photo as
 * `{{fieldName}}` (photos reach the renderer as images), its caption the field that holds the
 * title (else the first one-line text field), and every field gets the role its name, label and
 * type suggest (`inferFieldRoles`), so nothing the shopper writes is lost.
 */
export function starterDraft(kind: ArtworkKind, fields: readonly NamedRoleField[]): BlueprintDraft {
  const details = fields
    .filter((f) => f.fieldType !== 'image')
    .map((f) => `{{${f.fieldName}}}`)
    .join(', ');
  const promptTemplate =
    kind === 'portrait'
      ? `A heartfelt personalised portrait${details ? ` of ${details}` : ''}, soft warm light, fine painterly detail, a gentle glow and an elegant frame.`
      : `An inspiring vision board${details ? ` about ${details}` : ''}: pinned photos, handwritten affirmation cards, warm light and a balanced layout.`;
  const fieldRoles = inferFieldRoles(fields, kind);
  const captionField =
    fields.find((f) => fieldRoles[f.fieldName]?.role === 'title') ??
    fields.find((f) => f.fieldType === 'text');
  return {
    promptTemplate,
    negativePrompt: NEGATIVE_PROMPTS[kind],
    captionTemplate: captionField ? `{{${captionField.fieldName}}}` : '',
    fieldRoles,
    stylePreset: kind === 'portrait' ? 'divine-glow' : 'corkboard',
    studioSettings: {},
    provider: 'local',
    model: null,
    width: 1024,
    height: 1280,
    imagesPerRun: 1,
    seedPolicy: 'random',
    fixedSeed: null,
  };
}
