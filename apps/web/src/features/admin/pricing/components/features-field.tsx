import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/features/admin/components/form-fields';
import type { PlanFormInput } from '../lib/plan-form';

const MAX_FEATURES = 20;

/** The plan's feature bullets: add, remove and move up/down (the order the shop lists them). */
export function FeaturesField({ planName }: { planName: string }) {
  const { control } = useFormContext<PlanFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'features' });

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-navy">Features</legend>
      <p className="text-sm text-muted">
        Listed under {planName} on the pricing page, in this order.
      </p>
      {fields.length === 0 ? <p className="text-sm text-muted">No features yet.</p> : null}
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TextField name={`features.${index}.text`} label={`Feature ${index + 1}`} />
            </div>
            <div className="mt-6 flex shrink-0 gap-1">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move feature ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move feature ${index + 1} down`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove feature ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_FEATURES}
          onClick={() => append({ text: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden /> Add feature
        </Button>
      </div>
    </fieldset>
  );
}
