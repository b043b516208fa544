import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '../../components/form-fields';
import { ImagePickerField } from '../../components/image-picker';
import { RowActions } from '../../components/row-actions';
import { useEditableList } from '../../components/use-editable-list';
import type { EditorValues } from '../lib/editor-values';

/** The list's own error ('A select field needs at least one option.'), if any. */
function useListError(name: string): string | undefined {
  const { errors } = useFormState<EditorValues>({ name: name as never });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** The frame both option lists share: legend, hint, the rows, the list's error, Add option. */
function OptionsFieldset({
  name,
  hint,
  onAdd,
  children,
}: {
  name: string;
  hint: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const error = useListError(name);
  const errorId = useId();
  return (
    <fieldset className="grid grid-cols-1 gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-navy">Options</legend>
      <p className="-mt-1 text-sm text-muted">{hint}</p>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden />
          Add option
        </Button>
      </div>
    </fieldset>
  );
}

/** Move up, Move down and Remove for option `index` of a list. */
function OptionActions({
  list,
  index,
}: {
  list: {
    fields: unknown[];
    move: (from: number, to: number) => void;
    remove: (i: number) => void;
  };
  index: number;
}) {
  return (
    <RowActions
      name={`option ${index + 1}`}
      index={index}
      count={list.fields.length}
      onMove={list.move}
      onRemove={() => list.remove(index)}
    />
  );
}

/** A select field's options: add, edit, remove, reorder. */
export function SelectOptionsEditor({ index }: { index: number }) {
  const name = `fields.${index}.selectOptions` as const;
  const list = useEditableList<EditorValues, typeof name>(name, {
    blank: () => ({ value: '' }),
    focus: 'value',
  });
  return (
    <OptionsFieldset
      name={name}
      hint="The shopper picks one; it is saved as written."
      onAdd={list.add}
    >
      {list.fields.length > 0 ? (
        <ol className="grid grid-cols-1 gap-2">
          {list.fields.map((option, j) => (
            <li key={option.id} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField name={`${name}.${j}.value`} label={`Option ${j + 1}`} maxLength={200} />
              </div>
              <OptionActions list={list} index={j} />
            </li>
          ))}
        </ol>
      ) : null}
    </OptionsFieldset>
  );
}

/** A visual selector's options: title, image (picked or uploaded here) and description. */
export function VisualOptionsEditor({ index }: { index: number }) {
  const name = `fields.${index}.visualOptions` as const;
  const list = useEditableList<EditorValues, typeof name>(name, {
    blank: () => ({ title: '', imageUrl: null, description: '' }),
    focus: 'title',
  });
  return (
    <OptionsFieldset
      name={name}
      hint="Picture cards: each needs a title and an image; the shopper’s choice is saved as its title."
      onAdd={list.add}
    >
      {list.fields.length > 0 ? (
        <ol className="grid grid-cols-1 gap-3">
          {list.fields.map((option, j) => (
            <li
              key={option.id}
              className="grid grid-cols-1 gap-3 rounded-lg border border-parchment p-3"
              aria-label={`Option ${j + 1}`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-navy">Option {j + 1}</span>
                <OptionActions list={list} index={j} />
              </div>
              <TextField name={`${name}.${j}.title`} label="Title" maxLength={120} />
              <ImagePickerField name={`${name}.${j}.imageUrl`} label={`Option ${j + 1} image`} />
              <TextField
                name={`${name}.${j}.description`}
                label="Description"
                multiline
                rows={2}
                maxLength={300}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </OptionsFieldset>
  );
}
