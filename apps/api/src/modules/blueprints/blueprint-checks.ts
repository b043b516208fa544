import { templatePlaceholders } from '@atelier/shared/blueprint-template';
import { resolveFieldRoles, type RoleField } from '@atelier/shared/field-role-resolution';
import { BLUEPRINT_MESSAGES, type BlueprintDraft } from '@atelier/shared/schemas/admin-blueprints';
import type { GenerationProvider } from '@atelier/shared/schemas/generation-providers';
import type { FieldRoles } from '@atelier/shared/schemas/field-roles';
import { BOARD_STYLE_IDS, PORTRAIT_STYLE_IDS } from '@atelier/shared/studio-vocabulary';
import type { Config } from '../../config/env';
import { badRequest } from '../../lib/errors';
import type { ArtworkKind } from './starter-version';

// What a version must satisfy before it is saved (decision 025 "Checked on save"): each a 400
// that names the problem, and nothing is written.

/** The providers this server can run: the local studio always, the others with their keys. */
export function configuredProviders(generation: Config['generation']): GenerationProvider[] {
  return [
    'local',
    ...(generation.openai ? (['openai'] as const) : []),
    ...(generation.replicate ? (['replicate'] as const) : []),
  ];
}

/** The draft's placeholders that name no field of the product. */
export function unknownPlaceholders(
  draft: Pick<BlueprintDraft, 'promptTemplate' | 'negativePrompt' | 'captionTemplate'>,
  fieldNames: readonly string[],
): string[] {
  return templatePlaceholders(
    draft.promptTemplate,
    draft.negativePrompt,
    draft.captionTemplate,
  ).filter((name) => !fieldNames.includes(name));
}

/** Throws the 400 of the first thing wrong with the draft for this product and server. */
export function checkDraft(
  draft: BlueprintDraft,
  product: { kind: ArtworkKind; fieldNames: readonly string[]; providers: readonly string[] },
) {
  const [unknown] = unknownPlaceholders(draft, product.fieldNames);
  if (unknown !== undefined)
    throw badRequest(BLUEPRINT_MESSAGES.unknownPlaceholder(unknown), 'UNKNOWN_PLACEHOLDER');
  const missing = Object.keys(draft.fieldRoles).find((n) => !product.fieldNames.includes(n));
  if (missing !== undefined)
    throw badRequest(BLUEPRINT_MESSAGES.roleOnMissingField(missing), 'ROLE_ON_MISSING_FIELD');
  const styles: readonly string[] =
    product.kind === 'portrait' ? PORTRAIT_STYLE_IDS : BOARD_STYLE_IDS;
  const otherKind = Object.keys(draft.studioSettings).find((s) => !styles.includes(s));
  if (otherKind !== undefined)
    throw badRequest(BLUEPRINT_MESSAGES.styleNotOfKind(otherKind), 'STYLE_NOT_OF_KIND');
  if (!product.providers.includes(draft.provider))
    throw badRequest(
      BLUEPRINT_MESSAGES.providerNotConfigured(draft.provider),
      'PROVIDER_NOT_CONFIGURED',
    );
}

/**
 * BLUEPRINT_MESSAGES.unusedField for each field (not a photo) that plays no role (its own or
 * the one its type gives it) and that no template names: what the shopper writes there is lost.
 */
export function unusedFieldWarnings(
  fields: readonly RoleField[],
  roles: FieldRoles,
  templates: Pick<BlueprintDraft, 'promptTemplate' | 'negativePrompt' | 'captionTemplate'>,
): string[] {
  const used = new Set(
    templatePlaceholders(
      templates.promptTemplate,
      templates.negativePrompt,
      templates.captionTemplate,
    ),
  );
  return resolveFieldRoles(fields, roles)
    .filter(({ field, role }) => field.fieldType !== 'image' && !role && !used.has(field.fieldName))
    .map(({ field }) => BLUEPRINT_MESSAGES.unusedField(field.fieldName));
}
