import type { FieldType } from '@atelier/shared/schemas/catalogue';

/** The six field types (SPEC.md §3) as the builder names them, with what each asks for. */
export const FIELD_TYPE_INFO: Record<FieldType, { label: string; hint: string }> = {
  text: { label: 'Text', hint: 'One line, such as a name.' },
  textarea: { label: 'Long text', hint: 'Several lines, such as a verse or a story.' },
  select: { label: 'Select', hint: 'A drop-down list of options.' },
  checkbox: { label: 'Checkbox', hint: 'Yes or no, such as “Add angel wings”.' },
  image: { label: 'Photo upload', hint: 'The shopper uploads one or more photos.' },
  visual_selector: {
    label: 'Visual selector',
    hint: 'Picture cards to choose from, each with a title and a description.',
  },
};

/** Types whose input shows a placeholder. */
export const TAKES_PLACEHOLDER: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'select']);
