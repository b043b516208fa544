import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/features/admin/components/form-fields';
import { RowActions } from '@/features/admin/components/row-actions';
import { useEditableList } from '@/features/admin/components/use-editable-list';
import type { SettingsFormInput } from '../lib/settings-form';
import { MarkdownField } from './markdown-field';

const MAX_ENTRIES = 100;

/** The FAQ's questions and answers: add, remove and move up/down (the order /faq shows). */
export function FaqEntriesField() {
  const { fields, remove, move, add, full } = useEditableList<
    SettingsFormInput,
    'pages.faq.entries'
  >('pages.faq.entries', {
    blank: () => ({ question: '', answer: '' }),
    focus: 'question',
    max: MAX_ENTRIES,
  });

  return (
    <div className="grid gap-4">
      {fields.length === 0 ? (
        <p className="text-sm text-muted">No questions yet: /faq shows only its title.</p>
      ) : null}
      <ol className="grid gap-4">
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <li key={field.id}>
              <fieldset className="grid gap-3 rounded-xl border border-parchment p-4">
                <legend className="px-1 text-sm font-semibold text-navy">Question {n}</legend>
                <TextField
                  name={`pages.faq.entries.${index}.question`}
                  label={`Question ${n}`}
                  maxLength={300}
                />
                <MarkdownField
                  name={`pages.faq.entries.${index}.answer`}
                  label={`Answer ${n}`}
                  rows={5}
                  maxLength={5000}
                  topLevel={3}
                />
                <RowActions
                  withText
                  name={`question ${n}`}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" variant="outline" disabled={full} onClick={add}>
          <Plus aria-hidden /> Add question
        </Button>
      </div>
    </div>
  );
}
