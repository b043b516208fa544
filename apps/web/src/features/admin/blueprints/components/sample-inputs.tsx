import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldControlClass } from '@/features/admin/components/form-fields';

type Field = BlueprintDetail['fields'][number];

/**
 * One sample input per product field, as a shopper would fill it: a select for options, a
 * checkbox (ticked = 'true'), text otherwise. Photos take no sample: the brief reads no words
 * from them.
 */
export function SampleInputs({
  fields,
  values,
  onChange,
}: {
  fields: readonly Field[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold text-navy">Sample inputs</legend>
      {fields
        .filter((f) => f.fieldType !== 'image')
        .map((f) => {
          const inputId = `${id}-${f.fieldName}`;
          const value = values[f.fieldName] ?? '';
          if (f.fieldType === 'checkbox') {
            return (
              <label key={f.fieldName} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={value === 'true'}
                  onChange={(e) => onChange(f.fieldName, e.target.checked ? 'true' : '')}
                  className="size-4 accent-navy"
                />
                {f.fieldLabel}
              </label>
            );
          }
          return (
            <div key={f.fieldName} className="grid gap-1">
              <Label htmlFor={inputId}>{f.fieldLabel}</Label>
              {f.options.length > 0 ? (
                <select
                  id={inputId}
                  value={value}
                  onChange={(e) => onChange(f.fieldName, e.target.value)}
                  className={fieldControlClass}
                >
                  <option value="">Nothing chosen</option>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : f.fieldType === 'textarea' ? (
                <textarea
                  id={inputId}
                  rows={3}
                  value={value}
                  onChange={(e) => onChange(f.fieldName, e.target.value)}
                  className={fieldControlClass}
                />
              ) : (
                <Input
                  id={inputId}
                  value={value}
                  onChange={(e) => onChange(f.fieldName, e.target.value)}
                />
              )}
            </div>
          );
        })}
    </fieldset>
  );
}
