import { useEffect, useId, useRef } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { RowActions } from '../../components/row-actions';
import { DragHandle, useSortableRow } from '../../components/sortable-row';
import type { EditorField, EditorValues } from '../lib/editor-values';
import { FIELD_TYPE_INFO } from '../lib/field-types';
import { FieldRoleLine } from './field-role-line';
import { FieldSettings } from './field-settings';

/** How the builder names a field to a person (its label, or what it is while unlabelled). */
export const fieldTitle = (field: Pick<EditorField, 'fieldLabel'> | undefined, index: number) =>
  field?.fieldLabel.trim() || `Field ${index + 1} (no label yet)`;

interface FieldRowProps {
  rowKey: string;
  index: number;
  count: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onMove(from: number, to: number): void;
  onRemove(): void;
}

/** One field of the builder: a summary with its drag handle and buttons, and its settings. */
export function FieldRow({
  rowKey,
  index,
  count,
  open,
  onOpenChange,
  onMove,
  onRemove,
}: FieldRowProps) {
  const { row, handle, isDragging } = useSortableRow(rowKey);
  const field = useWatch<EditorValues, `fields.${number}`>({ name: `fields.${index}` });
  const { errors, submitCount } = useFormState<EditorValues>({ name: `fields.${index}` });
  const invalid = Boolean(get(errors, `fields.${index}`));
  // A field with a problem opens (again at each failed save), so its messages show; the admin
  // may still close it.
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;
  useEffect(() => {
    if (invalid) openChange.current(true);
  }, [invalid, submitCount]);
  const headingId = useId();
  const panelId = useId();
  const title = fieldTitle(field, index);
  const facts = field
    ? [
        FIELD_TYPE_INFO[field.fieldType]?.label,
        field.fieldType === 'image'
          ? field.photos === 'one'
            ? 'One photo'
            : 'Several photos'
          : null,
        `Step ${field.stepNumber}`,
        field.isRequired ? 'Required' : 'Optional',
        field.isPremiumOnly ? 'Premium only' : null,
      ].filter(Boolean)
    : [];

  return (
    <li
      {...row}
      data-row={rowKey}
      className={cn(
        'rounded-xl border bg-white',
        invalid ? 'border-danger/60' : 'border-parchment',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 p-2 sm:flex-nowrap">
        <DragHandle handle={handle} label={`Drag ${title}`} />
        {/* At least 10rem for the title: on a phone the buttons wrap below it. */}
        <div className="min-w-0 flex-1 basis-40">
          <h3 id={headingId} className="truncate text-base font-semibold text-navy">
            {title}
          </h3>
          <p className="truncate text-xs text-muted">
            {facts.join(' · ')}
            {field?.fieldName ? ` · {{${field.fieldName}}}` : ''}
          </p>
          <FieldRoleLine index={index} />
          {invalid ? <p className="text-xs font-medium text-danger">Needs attention</p> : null}
        </div>
        <RowActions
          className="items-center"
          name={title}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        >
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => onOpenChange(!open)}
          >
            {open ? 'Close' : 'Edit'}
            <span className="sr-only"> {title}</span>
          </Button>
        </RowActions>
      </div>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-labelledby={headingId}
          className="border-t border-parchment p-4"
        >
          {/* Remounted when the row moves: the option lists are field arrays under its index. */}
          <FieldSettings key={index} index={index} />
        </div>
      ) : null}
    </li>
  );
}
