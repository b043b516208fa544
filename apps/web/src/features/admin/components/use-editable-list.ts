import {
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';

/**
 * A form's list of entries (useFieldArray) with what every editable list adds: `add` appends
 * a blank entry and focuses its `focus` input; `full` once `max` entries are there.
 */
export function useEditableList<T extends FieldValues, N extends ArrayPath<T>>(
  name: N,
  options: { blank: () => FieldArray<T, N>; focus: string; max?: number },
) {
  const { control } = useFormContext<T>();
  const list = useFieldArray<T, N>({ control, name });
  const add = () =>
    list.append(options.blank(), {
      shouldFocus: true,
      focusName: `${name}.${list.fields.length}.${options.focus}`,
    });
  const full = options.max !== undefined && list.fields.length >= options.max;
  return { ...list, add, full };
}
