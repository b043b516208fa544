import { Plus } from 'lucide-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { DataTable } from '@/features/admin/components/data-table';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { PRICING_KEYS } from '../api/get-admin-pricing';
import type { RowWrite } from '../api/pricing-rows';
import { useLocalTable } from '../lib/local-table';
import { EditDeleteButtons } from '@/features/admin/components/edit-delete-buttons';
import { PricingRowDialog } from './pricing-row-dialog';
import type { PricingRow, PricingRowsConfig, RowInput } from './pricing-rows-config';

// One piece for the pricing screen's tables of rows (canvas sizes, shipping rates): a sortable
// table with an Active switch that saves at once, Edit in a dialog, Delete after a confirm,
// and Add. Each table is a PricingRowsConfig.

type RowHandlers<T> = {
  setActive: (row: T, isActive: boolean) => Promise<void>;
  edit: (row: T) => void;
  remove: (row: T) => void;
  deletingId: string | null;
};

function columnsOf<T extends PricingRow>(
  own: ColumnDef<T>[],
  rowName: (row: T) => string,
  handlers: RefObject<RowHandlers<T>>,
): ColumnDef<T>[] {
  return [
    ...own,
    {
      id: 'isActive',
      header: 'Active',
      cell: ({ row }) => (
        <InlineToggle
          checked={row.original.isActive}
          label="Active"
          rowName={rowName(row.original)}
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
      header: () => <span className="sr-only">Actions</span>,
      meta: { headerClassName: 'w-24' },
      cell: ({ row }) => (
        <EditDeleteButtons
          name={rowName(row.original)}
          onEdit={() => handlers.current.edit(row.original)}
          onDelete={() => handlers.current.remove(row.original)}
          deleting={handlers.current.deletingId === row.original.id}
        />
      ),
    },
  ];
}

export function PricingRows<T extends PricingRow, I extends RowInput>({
  config,
  rows,
}: {
  config: PricingRowsConfig<T, I>;
  rows: T[];
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  // Refetched after a failure too: a toggle that met a newer version then shows that one.
  const save = useAdminMutation({ mutationFn: config.api.save, invalidate: PRICING_KEYS });
  const remove = useAdminMutation({
    mutationFn: (row: T) => config.api.remove(row),
    invalidate: PRICING_KEYS,
    success: (_r, row) => config.deleted(row),
    failure: config.deleteFailure,
  });

  const table = useLocalTable(rows, config.compare, { sort: 'sortOrder' });
  const nextSortOrder = rows.length ? Math.max(...rows.map((r) => r.sortOrder)) + 1 : 0;

  const openDialog = (row: T | null) => {
    setEditing(row);
    setOpen(true);
  };

  const setActive = async (row: T, isActive: boolean) => {
    const body = { ...config.dialog.inputOf(row), isActive, updatedAt: row.updatedAt };
    await save.mutateAsync({ id: row.id, body } as RowWrite<I>);
    toast({ variant: 'success', title: config.activeToast(row, isActive) });
  };

  const onDelete = async (row: T) => {
    if (!(await confirm({ ...config.confirmDelete(row), destructive: true }))) return;
    remove.mutate(row);
  };

  // DataTable renders each cell function as a component: the columns must keep their identity
  // across renders (or every row's switch and buttons would remount), so they read the
  // current handlers through a ref.
  const handlers = useRef<RowHandlers<T>>(null!);
  handlers.current = {
    setActive,
    edit: openDialog,
    remove: (row) => void onDelete(row),
    deletingId: remove.isPending ? (remove.variables?.id ?? null) : null,
  };
  const { columns: own, rowName } = config;
  const columns = useMemo(() => columnsOf(own, rowName, handlers), [own, rowName]);

  return (
    <section aria-labelledby={config.id} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={config.id} className="text-xl font-semibold text-navy">
            {config.title}
          </h2>
          <p className="text-sm text-muted">{config.intro}</p>
        </div>
        <Button type="button" variant="outline" onClick={() => openDialog(null)}>
          <Plus aria-hidden /> {config.addLabel}
        </Button>
      </div>
      <DataTable
        caption={config.title}
        columns={columns}
        data={table.pageRows}
        total={table.total}
        getRowId={(row) => row.id}
        params={table.params}
        onParamsChange={table.onParamsChange}
        emptyText={config.emptyText}
      />
      <PricingRowDialog
        open={open}
        onOpenChange={setOpen}
        row={editing}
        nextSortOrder={nextSortOrder}
        save={save.mutateAsync}
        dialog={config.dialog}
      />
    </section>
  );
}
