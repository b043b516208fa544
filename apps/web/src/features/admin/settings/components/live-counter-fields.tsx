import { useWatch } from 'react-hook-form';
import { NumberField, SwitchField } from '@/features/admin/components/form-fields';
import type { SettingsFormInput } from '../lib/settings-form';
import { FormSection, LinePreview } from './form-section';

/** The product page's 'people creating portraits right now' counter (SPEC.md: 220 to 250). */
export function LiveCounterFields() {
  const counter = useWatch<SettingsFormInput, 'liveCounter'>({ name: 'liveCounter' });
  return (
    <FormSection
      title="Live counter"
      description="The product page shows a random number in this range (220 to 250 as shipped)."
    >
      <SwitchField name="liveCounter.enabled" label="Show the live counter" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="liveCounter.min" label="Lowest number" min={0} step={1} />
        <NumberField name="liveCounter.max" label="Highest number" min={0} step={1} />
      </div>
      <LinePreview label="Product page">
        {counter.enabled
          ? `${counter.min}–${counter.max} people creating portraits right now`
          : 'the counter is hidden'}
      </LinePreview>
    </FormSection>
  );
}
