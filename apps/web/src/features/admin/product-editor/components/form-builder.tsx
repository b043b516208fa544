import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { FIELD_TYPES, type FieldType } from '@atelier/shared/schemas/catalogue';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useConfirm } from '../../components/confirm-dialog';
import { useListSensors } from '../../components/sortable-row';
import { emptyField, type EditorValues } from '../lib/editor-values';
import { uniqueFieldName } from '../lib/field-names';
import { FIELD_TYPE_INFO } from '../lib/field-types';
import { FieldRow, fieldTitle } from './field-row';

const INSTRUCTIONS =
  'To move a field, press Space or Enter on its drag handle, move it with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons do the same one step at a time.';

/**
 * The product's form (SPEC.md §3 fields[], in order): add one of the six types, edit, remove
 * (after a confirm), reorder by drag (pointer or keyboard) or by Move up / Move down. Moves are
 * announced to screen readers. A new field's name follows its label (unique in the product)
 * until the name is edited by hand.
 */
export function FormBuilder() {
  const { control, getValues, setValue, watch, formState } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'fields' });
  const confirm = useConfirm();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const submitted = formState.isSubmitted;

  // The name follows the label while it was never typed by hand ('Name', 'Name' → name, name-2).
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const match = /^fields\.(\d+)\.(fieldLabel|fieldName)$/.exec(name);
      if (!match) return;
      const index = Number(match[1]);
      if (match[2] === 'fieldName') {
        setValue(`fields.${index}.autoName`, false);
        return;
      }
      const all = getValues('fields');
      const field = all[index];
      if (!field?.autoName) return;
      const taken = all.filter((_, i) => i !== index).map((f) => f.fieldName);
      setValue(`fields.${index}.fieldName`, uniqueFieldName(field.fieldLabel, taken), {
        shouldDirty: true,
        shouldValidate: submitted,
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue, submitted]);

  const titleAt = (index: number) => fieldTitle(getValues(`fields.${index}`), index);
  const indexOf = (id: UniqueIdentifier) =>
    getValues('fields').findIndex((field) => field.rowKey === id);
  const position = (index: number) => `position ${index + 1} of ${getValues('fields').length}`;

  const setRowOpen = useCallback((rowKey: string, next: boolean) => {
    setOpen((current) => {
      if (current.has(rowKey) === next) return current;
      const updated = new Set(current);
      if (next) updated.add(rowKey);
      else updated.delete(rowKey);
      return updated;
    });
  }, []);

  const moveField = (from: number, to: number) => {
    const count = getValues('fields').length;
    if (to < 0 || to >= count || from === to) return;
    const title = titleAt(from);
    const rowKey = getValues(`fields.${from}.rowKey`);
    const direction = to < from ? 'up' : 'down';
    move(from, to);
    setAnnouncement(`${title} moved to position ${to + 1} of ${count}.`);
    // The button pressed stays under the keyboard, or its twin once the row reached an end.
    requestAnimationFrame(() => {
      const row = document.querySelector(`[data-row="${CSS.escape(rowKey)}"]`);
      const buttons = [
        row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`),
        row?.querySelector<HTMLButtonElement>(
          `[data-move="${direction === 'up' ? 'down' : 'up'}"]`,
        ),
      ];
      buttons.find((b) => b && !b.disabled)?.focus();
    });
  };

  const addField = (type: FieldType) => {
    const all = getValues('fields');
    const field = emptyField(type, all.at(-1)?.stepNumber ?? 1);
    setRowOpen(field.rowKey, true);
    append(field, { focusName: `fields.${all.length}.fieldLabel` });
    setAnnouncement(`${FIELD_TYPE_INFO[type].label} field added at position ${all.length + 1}.`);
  };

  const removeField = async (index: number) => {
    const title = titleAt(index);
    const ok = await confirm({
      title: `Remove ‘${title}’?`,
      description:
        'The field leaves the form when you save the product. Artwork already made keeps its answers.',
      confirmLabel: 'Remove field',
      destructive: true,
    });
    if (!ok) return;
    remove(index);
    setAnnouncement(`${title} removed.`);
    listHeading.current?.focus();
  };

  const sensors = useListSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  // Only a change of place is news: the drag starts over its own place.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      const index = indexOf(active.id);
      return `Picked up ${titleAt(index)}, at ${position(index)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${titleAt(indexOf(active.id))} is over ${position(indexOf(over.id))}.`
        : `${titleAt(indexOf(active.id))} is no longer over a position.`;
    },
    // Announced after onDragEnd has moved the field: its own index is where it landed.
    onDragEnd: ({ active }) =>
      `${titleAt(indexOf(active.id))} dropped at ${position(indexOf(active.id))}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${titleAt(indexOf(active.id))} stays at ${position(indexOf(active.id))}.`,
  };

  return (
    <section aria-labelledby="form-builder-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2
          id="form-builder-heading"
          ref={listHeading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          Personalisation form
        </h2>
        <p className="mt-1 text-sm text-muted">
          The fields a shopper fills in, in this order. The highest step number is the number of
          steps. {/* On narrow screens the preview sits below the whole editor. */}
          <a href="#live-preview-heading" className="text-navy underline xl:hidden">
            See the live preview
          </a>
        </p>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment p-4 text-sm text-muted">
          No fields yet: add the first one below.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <SortableContext
            items={fields.map((field) => field.rowKey)}
            strategy={verticalListSortingStrategy}
          >
            <ol aria-label="Fields" className="grid grid-cols-1 gap-3">
              {fields.map((field, index) => (
                <FieldRow
                  key={field.id}
                  rowKey={field.rowKey}
                  index={index}
                  count={fields.length}
                  open={open.has(field.rowKey)}
                  onOpenChange={(next) => setRowOpen(field.rowKey, next)}
                  onMove={moveField}
                  onRemove={() => void removeField(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div role="group" aria-labelledby="add-field-heading" className="grid grid-cols-1 gap-2">
        <h3 id="add-field-heading" className="text-sm font-semibold text-navy">
          Add a field
        </h3>
        <div className="flex flex-wrap gap-2">
          {FIELD_TYPES.map((type) => (
            <Button
              key={type}
              type="button"
              variant="outline"
              size="sm"
              title={FIELD_TYPE_INFO[type].hint}
              onClick={() => addField(type)}
            >
              <Plus aria-hidden />
              {FIELD_TYPE_INFO[type].label}
            </Button>
          ))}
        </div>
      </div>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
