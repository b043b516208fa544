import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import { SEED_POLICIES } from '@atelier/shared/schemas/admin-blueprints';
import { useWatch } from 'react-hook-form';
import { NumberField, SelectField, TextField } from '@/features/admin/components/form-fields';
import type { EditorValues } from '../lib/draft-values';
import { FieldRolesEditor } from './field-roles-editor';
import { StudioSettingsEditor } from './studio-settings-editor';
import { TemplateField } from './template-field';

const PLACEHOLDER_HINT = 'Type {{ to insert a field of this product.';

/** The draft's fields (inside the editor's AdminForm): templates, look, provider, size, roles. */
export function DraftFields({ detail }: { detail: BlueprintDetail }) {
  const names = detail.fields.map((f) => f.fieldName);
  const provider = useWatch<EditorValues, 'draft.provider'>({ name: 'draft.provider' });
  const seedPolicy = useWatch<EditorValues, 'draft.seedPolicy'>({ name: 'draft.seedPolicy' });
  const providers: { value: string; label: string }[] = detail.providers.map((p) => ({
    value: p,
    label: p,
  }));
  if (provider && !detail.providers.includes(provider)) {
    providers.push({ value: provider, label: `${provider} (not configured on this server)` });
  }
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-navy">Templates</legend>
        <TemplateField
          name="draft.promptTemplate"
          label="Prompt template"
          description={PLACEHOLDER_HINT}
          fieldNames={names}
          rows={6}
        />
        <TemplateField
          name="draft.negativePrompt"
          label="Negative prompt"
          fieldNames={names}
          rows={3}
        />
        <TemplateField
          name="draft.captionTemplate"
          label="Caption template"
          fieldNames={names}
          rows={2}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-navy">Generation</legend>
        <TextField name="draft.stylePreset" label="Style preset" />
        <SelectField name="draft.provider" label="Provider" options={providers} />
        <TextField
          name="draft.model"
          label="Model"
          description="Empty: the provider’s configured default model."
        />
        <NumberField name="draft.imagesPerRun" label="Images per run" min={1} max={4} />
        <NumberField name="draft.width" label="Width (px)" min={256} max={4096} />
        <NumberField name="draft.height" label="Height (px)" min={256} max={4096} />
        <SelectField
          name="draft.seedPolicy"
          label="Seed policy"
          description="Random: a new seed each run. Fixed: the same seed every run, to compare versions."
          options={SEED_POLICIES.map((p) => ({
            value: p,
            label: p === 'random' ? 'Random' : 'Fixed',
          }))}
        />
        {seedPolicy === 'fixed' ? (
          <NumberField name="draft.fixedSeed" label="Fixed seed" min={0} max={2_147_483_647} />
        ) : null}
      </fieldset>
      <FieldRolesEditor fields={detail.fields} />
      <StudioSettingsEditor kind={detail.kind} />
      <TextField
        name="changeNote"
        label="Change note"
        description="What this version changes (required to save)."
        maxLength={500}
      />
    </>
  );
}
