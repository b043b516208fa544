import { useWatch } from 'react-hook-form';
import { NumberField, TextField } from '@/features/admin/components/form-fields';
import { formatCount, formatRating, type SettingsFormInput } from '../lib/settings-form';
import { FormSection, LinePreview } from './form-section';

/** SPEC.md §1's figures: landing and product-page trust lines, and the guarantee. */
export function SocialProofFields() {
  const proof = useWatch<SettingsFormInput, 'socialProof'>({ name: 'socialProof' });
  const guarantee = useWatch<SettingsFormInput, 'guarantee'>({ name: 'guarantee' });
  return (
    <FormSection title="Social proof" description="The trust figures shoppers see.">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          name="socialProof.landing.families"
          label="Landing: families"
          min={0}
          step={1}
        />
        <NumberField
          name="socialProof.landing.rating"
          label="Landing: rating"
          description="1 to 5"
          min={1}
          max={5}
          step={0.1}
        />
      </div>
      <LinePreview label="Landing page">
        {formatRating(proof.landing.rating)} rating · Trusted by{' '}
        {formatCount(proof.landing.families)} Families
      </LinePreview>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          name="socialProof.product.count"
          label="Product page: count"
          min={0}
          step={1}
        />
        <NumberField
          name="socialProof.product.rating"
          label="Product page: rating"
          description="1 to 5"
          min={1}
          max={5}
          step={0.1}
        />
      </div>
      <LinePreview label="Product page">
        {formatRating(proof.product.rating)} rating · Trusted by {formatCount(proof.product.count)}{' '}
        customers
      </LinePreview>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <NumberField name="guarantee.days" label="Guarantee days" min={0} max={365} step={1} />
        <TextField name="guarantee.text" label="Guarantee text" maxLength={120} />
      </div>
      <LinePreview label="Guarantee">
        {guarantee.days}-Day Guarantee · {guarantee.text}
      </LinePreview>
    </FormSection>
  );
}
