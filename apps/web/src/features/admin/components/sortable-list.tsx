import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { RowActions } from '@/features/admin/components/row-actions';
import {
  DragHandle,
  useListSensors,
  useSortableRow,
} from '@/features/admin/components/sortable-row';

export interface SortableItem {
  id: string;
  /** Names the item in the buttons' accessible names ("Move Roses up"). */
  label: string;
}

interface SortableListProps<T extends SortableItem> {
  items: T[];
  /** Called with the items in their new order. */
  onReorder: (items: T[]) => void;
  renderItem: (item: T) => ReactNode;
  /** Buttons of the item (Edit, Delete), shown before Move up / Move down. */
  renderActions?: (item: T) => ReactNode;
  disabled?: boolean;
  /** The list's accessible name. */
  label: string;
}

/**
 * A reorderable list: drag the handle (mouse, touch, or keyboard: Space to lift, arrows to
 * move, Space to drop), or use the Move up / Move down buttons.
 */
export function SortableList<T extends SortableItem>({
  items,
  onReorder,
  renderItem,
  renderActions,
  disabled,
  label,
}: SortableListProps<T>) {
  const sensors = useListSensors();
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove(items, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      items.findIndex((it) => it.id === active.id),
      items.findIndex((it) => it.id === over.id),
    );
  };
  const labelOf = (id: string | number) => items.find((it) => it.id === id)?.label ?? '';

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} is over position ${items.findIndex((it) => it.id === over.id) + 1} of ${items.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} was dropped at position ${items.findIndex((it) => it.id === over.id) + 1} of ${items.length}.`
              : `${labelOf(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className="grid min-w-0 grid-cols-1 gap-2">
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              disabled={disabled}
              onMove={move}
              actions={renderActions?.(item)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  index,
  count,
  disabled,
  onMove,
  actions,
  children,
}: {
  item: SortableItem;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { row, handle, isDragging } = useSortableRow(item.id, disabled);
  return (
    <li
      {...row}
      className={cn(
        // On a phone the buttons wrap under the item rather than squeezing it.
        'flex flex-wrap items-center gap-2 rounded-xl border border-parchment bg-white p-2',
        isDragging && 'relative z-10 shadow-card',
      )}
    >
      <DragHandle
        handle={handle}
        label={`Drag ${item.label} (Space to lift, arrow keys to move)`}
      />
      <div className="min-w-0 flex-1 basis-32">{children}</div>
      <RowActions
        className="ml-auto"
        name={item.label}
        index={index}
        count={count}
        onMove={onMove}
        disabled={disabled}
        before={actions}
      />
    </li>
  );
}
