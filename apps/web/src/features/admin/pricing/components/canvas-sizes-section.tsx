import type { AdminCanvasSize } from '@atelier/shared/schemas/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { formatCents } from '@/features/admin/lib/money';
import { useDeleteCanvasSize, useSaveCanvasSize } from '../api/canvas-sizes';
import { CanvasSizeDialog } from './canvas-size-dialog';
import { RowActions } from './row-actions';
import { SimpleTable, type SimpleColumn } from './simple-table';

/** The canvas sizes shoppers can order: a table with add, edit, delete and an Active switch. */
export function CanvasSizesSection({ sizes }: { sizes: AdminCanvasSize[] }) {
  const [editing, setEditing] = useState<AdminCanvasSize | null>(null);
  const [open, setOpen] = useState(false);
  const save = useSaveCanvasSize();
  const remove = useDeleteCanvasSize();
  const confirm = useConfirm();

  const rows = [...sizes].sort((a, b) => a.sortOrder - b.sortOrder);
  const nextSortOrder = rows.length ? Math.max(...rows.map((s) => s.sortOrder)) + 1 : 0;

  const openDialog = (size: AdminCanvasSize | null) => {
    setEditing(size);
    setOpen(true);
  };

  const setActive = async (size: AdminCanvasSize, isActive: boolean) => {
    const { id, updatedAt, label, widthInches, heightInches, priceCents, sortOrder } = size;
    await save.mutateAsync({
      id,
      body: { label, widthInches, heightInches, priceCents, sortOrder, isActive, updatedAt },
    });
    toast({
      variant: 'success',
      title: `${label} is ${isActive ? 'on sale' : 'hidden from shoppers'}`,
    });
  };

  const onDelete = async (size: AdminCanvasSize) => {
    const ok = await confirm({
      title: `Delete the ${size.label} canvas size?`,
      description: 'Shoppers can no longer choose it. Orders already placed keep their size.',
      confirmLabel: 'Delete size',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: size.id, updatedAt: size.updatedAt });
      toast({ variant: 'success', title: `${size.label} deleted` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not delete the size',
        description: adminErrorMessage(error),
      });
    }
  };

  const columns: SimpleColumn<AdminCanvasSize>[] = [
    { header: 'Label', cell: (s) => s.label, rowHeader: true },
    {
      header: 'Size',
      cell: (s) => (
        <span className="whitespace-nowrap">
          {s.widthInches} × {s.heightInches} in
        </span>
      ),
    },
    { header: 'Price', cell: (s) => formatCents(s.priceCents) },
    {
      header: 'Active',
      cell: (s) => (
        <InlineToggle
          checked={s.isActive}
          label="Active"
          rowName={s.label}
          onToggle={(next) => setActive(s, next)}
        />
      ),
    },
    { header: 'Order', cell: (s) => s.sortOrder },
    {
      header: 'Actions',
      cell: (s) => (
        <RowActions
          name={s.label}
          onEdit={() => openDialog(s)}
          onDelete={() => void onDelete(s)}
          deleting={remove.isPending && remove.variables?.id === s.id}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="canvas-sizes-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="canvas-sizes-title" className="text-xl font-semibold text-navy">
            Canvas sizes
          </h2>
          <p className="text-sm text-muted">The prints shoppers can order, in this order.</p>
        </div>
        <Button type="button" variant="outline" onClick={() => openDialog(null)}>
          <Plus aria-hidden /> Add canvas size
        </Button>
      </div>
      <SimpleTable
        caption="Canvas sizes"
        columns={columns}
        rows={rows}
        getRowId={(s) => s.id}
        emptyText="No canvas sizes yet: shoppers cannot order a print."
      />
      <CanvasSizeDialog
        open={open}
        onOpenChange={setOpen}
        size={editing}
        nextSortOrder={nextSortOrder}
      />
    </section>
  );
}
