import { HiddenHeader } from '@/features/admin/lists/components/hidden-header';
import type { AdminCanvasSize } from '@atelier/shared/schemas/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { DataTable } from '@/features/admin/components/data-table';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { formatCents } from '@/features/admin/lib/money';
import { useDeleteCanvasSize, useSaveCanvasSize } from '../api/canvas-sizes';
import { CanvasSizeDialog } from './canvas-size-dialog';
import { RowActions } from './row-actions';
import { useLocalTable } from '../lib/local-table';

const COMPARE: Record<string, (a: AdminCanvasSize, b: AdminCanvasSize) => number> = {
  label: (a, b) => a.label.localeCompare(b.label, 'en'),
  size: (a, b) => a.widthInches * a.heightInches - b.widthInches * b.heightInches,
  priceCents: (a, b) => a.priceCents - b.priceCents,
  sortOrder: (a, b) => a.sortOrder - b.sortOrder,
};

type RowHandlers = {
  setActive: (size: AdminCanvasSize, isActive: boolean) => Promise<void>;
  edit: (size: AdminCanvasSize) => void;
  remove: (size: AdminCanvasSize) => void;
  deletingId: string | null;
};

function canvasSizeColumns(handlers: RefObject<RowHandlers>): ColumnDef<AdminCanvasSize>[] {
  return [
    {
      id: 'label',
      header: 'Label',
      enableSorting: true,
      cell: ({ row }) => <span className="font-medium text-navy">{row.original.label}</span>,
    },
    {
      id: 'size',
      header: 'Size',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.widthInches} × {row.original.heightInches} in
        </span>
      ),
    },
    {
      id: 'priceCents',
      header: 'Price',
      enableSorting: true,
      cell: ({ row }) => formatCents(row.original.priceCents),
    },
    {
      id: 'isActive',
      header: 'Active',
      cell: ({ row }) => (
        <InlineToggle
          checked={row.original.isActive}
          label="Active"
          rowName={row.original.label}
          onToggle={(next) => handlers.current.setActive(row.original, next)}
        />
      ),
    },
    {
      id: 'sortOrder',
      header: 'Order',
      enableSorting: true,
      cell: ({ row }) => row.original.sortOrder,
    },
    {
      id: 'actions',
      header: () => <HiddenHeader>Actions</HiddenHeader>,
      meta: { headerClassName: 'w-24' },
      cell: ({ row }) => (
        <RowActions
          name={row.original.label}
          onEdit={() => handlers.current.edit(row.original)}
          onDelete={() => handlers.current.remove(row.original)}
          deleting={handlers.current.deletingId === row.original.id}
        />
      ),
    },
  ];
}

/** The canvas sizes shoppers can order: a table with add, edit, delete and an Active switch. */
export function CanvasSizesSection({ sizes }: { sizes: AdminCanvasSize[] }) {
  const [editing, setEditing] = useState<AdminCanvasSize | null>(null);
  const [open, setOpen] = useState(false);
  const save = useSaveCanvasSize();
  const remove = useDeleteCanvasSize();
  const confirm = useConfirm();

  const table = useLocalTable(sizes, COMPARE, { sort: 'sortOrder' });
  const nextSortOrder = sizes.length ? Math.max(...sizes.map((s) => s.sortOrder)) + 1 : 0;

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
      description:
        'Shoppers can no longer choose it; orders already placed are not changed. To stop selling it for a while, turn Active off instead.',
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

  // DataTable renders each cell function as a component: the columns must keep their identity
  // across renders (or every row's switch and buttons would remount), so they read the
  // current handlers through a ref.
  const rowActions = useRef<RowHandlers>(null!);
  rowActions.current = {
    setActive,
    edit: openDialog,
    remove: (size) => void onDelete(size),
    deletingId: remove.isPending ? (remove.variables?.id ?? null) : null,
  };
  const columns = useMemo(() => canvasSizeColumns(rowActions), []);

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
      <DataTable
        caption="Canvas sizes"
        columns={columns}
        data={table.pageRows}
        total={table.total}
        getRowId={(s) => s.id}
        params={table.params}
        onParamsChange={table.onParamsChange}
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
