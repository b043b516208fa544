import { FIELD_TYPES } from '@atelier/shared/schemas/catalogue';
import { useWatch } from 'react-hook-form';
import { CheckboxField, NumberField, SelectField, TextField } from '../../components/form-fields';
import type { EditorValues, PhotoCount } from '../lib/editor-values';
import { FIELD_TYPE_INFO, TAKES_PLACEHOLDER } from '../lib/field-types';
import { SelectOptionsEditor, VisualOptionsEditor } from './field-options';

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({
  value: type,
  label: FIELD_TYPE_INFO[type].label,
}));

const PHOTO_OPTIONS = [
  { value: 'one', label: 'One photo' },
  { value: 'several', label: 'Several photos' },
] satisfies { value: PhotoCount; label: string }[];

/** Everything one field of the form has (SPEC.md §3 "Product field", DESIGN.md premium-only). */
export function FieldSettings({ index }: { index: number }) {
  const base = `fields.${index}` as const;
  // Briefly undefined while the row is being removed.
  const type =
    useWatch<EditorValues, `fields.${number}.fieldType`>({ name: `${base}.fieldType` }) ?? 'text';
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name={`${base}.fieldLabel`} label="Label" maxLength={200} />
        <TextField
          name={`${base}.fieldName`}
          label="Name"
          maxLength={60}
          description="Made from the label. Blueprints fill {{name}} with the shopper’s answer; lowercase letters, digits, _ and - only."
        />
        <SelectField
          name={`${base}.fieldType`}
          label="Type"
          options={TYPE_OPTIONS}
          description={FIELD_TYPE_INFO[type].hint}
        />
        <NumberField
          name={`${base}.stepNumber`}
          label="Step"
          min={1}
          max={10}
          step={1}
          description="Fields with the same step number share a page of the form."
        />
        <CheckboxField
          name={`${base}.isRequired`}
          label="Required"
          description="The shopper cannot go on without it."
        />
        <CheckboxField
          name={`${base}.isPremiumOnly`}
          label="Premium only"
          description="Free shoppers see it disabled, with an upgrade hint."
        />
        {type === 'image' ? (
          <SelectField
            name={`${base}.photos`}
            label="Photos"
            options={PHOTO_OPTIONS}
            description="One photo: a new pick replaces the shopper’s photo. Several: they add as many as they like."
          />
        ) : null}
        {TAKES_PLACEHOLDER.has(type) ? (
          <TextField
            name={`${base}.placeholderText`}
            label="Placeholder"
            maxLength={200}
            description={type === 'select' ? 'Shown before a choice is made.' : undefined}
          />
        ) : null}
        <TextField
          name={`${base}.tooltipText`}
          label="Tooltip"
          maxLength={500}
          description="A hint behind the ⓘ beside the label."
        />
      </div>
      {type === 'select' ? <SelectOptionsEditor index={index} /> : null}
      {type === 'visual_selector' ? <VisualOptionsEditor index={index} /> : null}
    </div>
  );
}
