import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/features/admin/components/form-fields';
import type { SettingsFormInput } from '../lib/settings-form';
import { MarkdownField } from './markdown-field';

const MAX_ENTRIES = 100;

/** The FAQ's questions and answers: add, remove and move up/down (the order /faq shows). */
export function FaqEntriesField() {
  const { control } = useFormContext<SettingsFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'pages.faq.entries' });

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
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Move question ${n} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden /> Move up
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Move question ${n} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden /> Move down
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove question ${n}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden /> Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= MAX_ENTRIES}
          onClick={() =>
            append(
              { question: '', answer: '' },
              { shouldFocus: true, focusName: `pages.faq.entries.${fields.length}.question` },
            )
          }
        >
          <Plus aria-hidden /> Add question
        </Button>
      </div>
    </div>
  );
}
