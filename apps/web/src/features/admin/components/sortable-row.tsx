import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';

// The pieces every admin drag-and-drop list shares (@dnd-kit): the sensors (pointer after a
// 4 px move, keyboard with arrow keys), a row's sortable wiring and its drag handle.

/** Pointer (after a 4 px move, so clicks stay clicks) and keyboard sensors. */
export function useListSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** A sortable row: props for the row element and for its drag handle. */
export function useSortableRow(id: string, disabled?: boolean) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return {
    row: { ref: setNodeRef, style },
    handle: { ref: setActivatorNodeRef, attributes, listeners },
    isDragging,
  };
}

/** The grip a row is dragged by (mouse, touch, or keyboard: Space, arrows, Space). */
export function DragHandle({
  handle,
  label,
  className,
}: {
  handle: {
    ref: (element: HTMLElement | null) => void;
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
  };
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      ref={handle.ref}
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
      className={cn(
        'inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-cream focus-visible:outline-3 focus-visible:outline-gold active:cursor-grabbing disabled:cursor-not-allowed sm:size-9',
        className,
      )}
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}
