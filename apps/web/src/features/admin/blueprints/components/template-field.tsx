import { templatePlaceholders } from '@atelier/shared/blueprint-template';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import {
  describedBy,
  errorText,
  fieldControlClass,
  FieldShell,
  useFieldIds,
} from '@/features/admin/components/form-fields';
import { cn } from '@/lib/utils';
import { insertPlaceholder, matchingNames, openPlaceholder } from '../lib/placeholders';

type Open = { start: number; options: string[]; active: number };

/**
 * A template textarea that offers the product's field names: typing `{{` opens a listbox of
 * them (arrows move, Enter or a click inserts `{{name}}`, Escape closes), and every
 * placeholder naming no field is listed under it as it is typed.
 */
export function TemplateField({
  name,
  label,
  description,
  fieldNames,
  rows = 4,
}: {
  name: string;
  label: string;
  description?: string;
  fieldNames: readonly string[];
  rows?: number;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const listId = useId();
  const unknownId = useId();
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const value = (field.value as string | undefined) ?? '';
  const error = errorText(fieldState.error);
  const unknown = templatePlaceholders(value).filter((n) => !fieldNames.includes(n));

  const follow = (text: string, caret: number) => {
    const typing = openPlaceholder(text, caret);
    const options = typing ? matchingNames(fieldNames, typing.query) : [];
    setOpen(typing && options.length ? { start: typing.start, options, active: 0 } : null);
  };

  const choose = (chosen: string) => {
    const el = input.current;
    if (!el || !open) return;
    const next = insertPlaceholder(value, el.selectionStart, open.start, chosen);
    field.onChange(next.text);
    setOpen(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const move = (by: number) =>
      setOpen({ ...open, active: (open.active + by + open.options.length) % open.options.length });
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter') choose(open.options[open.active]!);
    else if (event.key === 'Escape') setOpen(null);
    else {
      // Tab leaves the field as usual (the list closes on blur); other keys type.
      return;
    }
    event.preventDefault();
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const described = [
    describedBy(ids, Boolean(description), Boolean(error)),
    unknown.length ? unknownId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldShell {...ids} label={label} description={description} error={error}>
      <div className="relative">
        <textarea
          id={ids.id}
          name={field.name}
          ref={(el) => {
            input.current = el;
            field.ref(el);
          }}
          rows={rows}
          value={value}
          // A multi-line textbox with a suggestion list (ARIA's textbox autocomplete: a
          // textarea may not be a combobox); the active option is announced through
          // aria-activedescendant.
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={open ? optionId(open.active) : undefined}
          aria-invalid={error || unknown.length ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => {
            field.onChange(event.target.value);
            follow(event.target.value, event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(null);
            field.onBlur();
          }}
          className={cn(fieldControlClass, 'min-h-20 font-mono')}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`Field names for ${label}`}
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-56 overflow-y-auto rounded-lg border border-parchment bg-white py-1 shadow-card"
        >
          {open?.options.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={index === open.active}
              onMouseDown={(event) => {
                event.preventDefault(); // keep the caret in the textarea
                choose(option);
              }}
              className={cn(
                'cursor-pointer px-3 py-2 font-mono text-sm',
                index === open.active ? 'bg-navy text-ivory' : 'hover:bg-cream',
              )}
            >
              {`{{${option}}}`}
            </li>
          ))}
        </ul>
      </div>
      {unknown.length ? (
        <ul id={unknownId} aria-live="polite" className="grid gap-1 text-sm text-danger">
          {unknown.map((n) => (
            <li key={n}>
              <span aria-hidden>⚠ </span>
              {`{{${n}}} names no field of this product`}
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
