import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SortableList, type SortableItem } from './sortable-list';

interface ReorderPanelProps<T extends SortableItem> {
  /** The items in their current order. */
  items: T[];
  renderItem: (item: T) => ReactNode;
  /** What the reorder covers, said before the list. */
  note: ReactNode;
  onSave: (ids: string[]) => Promise<unknown>;
  onDone: () => void;
  label: string;
}

/** Reorder mode for a list: drag or move the rows, then Save order (or Cancel). */
export function ReorderPanel<T extends SortableItem>({
  items,
  renderItem,
  note,
  onSave,
  onDone,
  label,
}: ReorderPanelProps<T>) {
  const [order, setOrder] = useState(items);
  const [saving, setSaving] = useState(false);
  const changed = order.some((it, i) => it.id !== items[i]?.id);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(order.map((it) => it.id));
      onDone();
    } catch {
      // The write's own failure toast says why; stay in reorder mode so nothing is lost.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label={label} className="grid min-w-0 grid-cols-1 gap-3">
      <p className="rounded-xl bg-cream px-4 py-3 text-sm text-navy">{note}</p>
      <SortableList
        items={order}
        onReorder={setOrder}
        renderItem={renderItem}
        disabled={saving}
        label={label}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void save()} disabled={!changed || saving}>
          {saving ? 'Saving…' : 'Save order'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

/**
 * What a reorder of one list page covers: the API puts the ids it gets in that order, in the
 * places they held, and every other row keeps its place.
 */
export function ReorderNote({
  count,
  filtered,
  whole,
}: {
  count: number;
  filtered: boolean;
  /** "the whole gallery". */
  whole: string;
}) {
  return (
    <>
      Reordering acts on the {count} items on this page{filtered ? ', as filtered now' : ''}: saving
      puts them in the order below, in the positions they hold now. Items on other pages
      {filtered ? ' or hidden by the filters' : ''} keep their positions. To order {whole} at once,
      clear the filters and show up to 100 per page.
    </>
  );
}
