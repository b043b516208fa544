import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/features/admin/components/form-fields';
import { RowActions } from '@/features/admin/components/row-actions';
import { useEditableList } from '@/features/admin/components/use-editable-list';
import type { PlanFormInput } from '../lib/plan-form';

const MAX_FEATURES = 20;

/** The plan's feature bullets: add, remove and move up/down (the order the shop lists them). */
export function FeaturesField({ planName }: { planName: string }) {
  const { fields, remove, move, add, full } = useEditableList<PlanFormInput, 'features'>(
    'features',
    { blank: () => ({ text: '' }), focus: 'text', max: MAX_FEATURES },
  );

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
            <RowActions
              className="mt-6"
              name={`feature ${index + 1}`}
              index={index}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={full} onClick={add}>
          <Plus aria-hidden /> Add feature
        </Button>
      </div>
    </fieldset>
  );
}
