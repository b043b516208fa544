import { HiddenHeader } from '@/features/admin/lists/components/hidden-header';
import type { AdminShippingRate } from '@atelier/shared/schemas/admin';
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
import { useDeleteShippingRate, useSaveShippingRate } from '../api/shipping-rates';
import { destinationName } from '../lib/destination';
import { useLocalTable } from '../lib/local-table';
import { RowActions } from './row-actions';
import { destinationLabel, ShippingRateDialog } from './shipping-rate-dialog';

const placeName = (rate: AdminShippingRate) =>
  destinationName(rate.destination) ?? rate.destination;

const COMPARE: Record<string, (a: AdminShippingRate, b: AdminShippingRate) => number> = {
  // '*' (everywhere else) after the countries (before them when reversed).
  destination: (a, b) =>
    Number(a.destination === '*') - Number(b.destination === '*') ||
    placeName(a).localeCompare(placeName(b), 'en'),
  label: (a, b) => a.label.localeCompare(b.label, 'en'),
  priceCents: (a, b) => a.priceCents - b.priceCents,
  sortOrder: (a, b) =>
    Number(a.destination === '*') - Number(b.destination === '*') || a.sortOrder - b.sortOrder,
};

type RowHandlers = {
  setActive: (rate: AdminShippingRate, isActive: boolean) => Promise<void>;
  edit: (rate: AdminShippingRate) => void;
  remove: (rate: AdminShippingRate) => void;
  deletingId: string | null;
};

function shippingRateColumns(handlers: RefObject<RowHandlers>): ColumnDef<AdminShippingRate>[] {
  return [
    {
      id: 'destination',
      header: 'Destination',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-medium text-navy">{placeName(row.original)}</span>
          <span className="text-xs text-muted">{row.original.destination}</span>
        </span>
      ),
    },
    {
      id: 'label',
      header: 'Label',
      enableSorting: true,
      cell: ({ row }) => row.original.label,
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
          rowName={`shipping to ${placeName(row.original)}`}
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
          name={`shipping to ${placeName(row.original)}`}
          onEdit={() => handlers.current.edit(row.original)}
          onDelete={() => handlers.current.remove(row.original)}
          deleting={handlers.current.deletingId === row.original.id}
        />
      ),
    },
  ];
}

/** Shipping rates by destination: a table with add, edit, delete and an Active switch. */
export function ShippingRatesSection({ rates }: { rates: AdminShippingRate[] }) {
  const [editing, setEditing] = useState<AdminShippingRate | null>(null);
  const [open, setOpen] = useState(false);
  const save = useSaveShippingRate();
  const remove = useDeleteShippingRate();
  const confirm = useConfirm();

  const table = useLocalTable(rates, COMPARE, { sort: 'sortOrder' });
  const nextSortOrder = rates.length ? Math.max(...rates.map((r) => r.sortOrder)) + 1 : 0;

  const openDialog = (rate: AdminShippingRate | null) => {
    setEditing(rate);
    setOpen(true);
  };

  const setActive = async (rate: AdminShippingRate, isActive: boolean) => {
    const { id, updatedAt, destination, label, priceCents, sortOrder } = rate;
    await save.mutateAsync({
      id,
      body: { destination, label, priceCents, sortOrder, isActive, updatedAt },
    });
    toast({
      variant: 'success',
      title: `Shipping to ${destinationLabel(destination)} ${isActive ? 'offered' : 'turned off'}`,
    });
  };

  const onDelete = async (rate: AdminShippingRate) => {
    const where = destinationLabel(rate.destination);
    const ok = await confirm({
      title: `Delete shipping to ${where}?`,
      description:
        rate.destination === '*'
          ? 'Countries without a rate of their own will no longer be offered shipping.'
          : 'Orders to this country will use the “everywhere else” rate, if there is one.',
      confirmLabel: 'Delete rate',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: rate.id, updatedAt: rate.updatedAt });
      toast({ variant: 'success', title: `Shipping to ${where} deleted` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not delete the rate',
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
    remove: (rate) => void onDelete(rate),
    deletingId: remove.isPending ? (remove.variables?.id ?? null) : null,
  };
  const columns = useMemo(() => shippingRateColumns(rowActions), []);

  return (
    <section aria-labelledby="shipping-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="shipping-title" className="text-xl font-semibold text-navy">
            Shipping rates
          </h2>
          <p className="text-sm text-muted">What a canvas print costs to send, by destination.</p>
        </div>
        <Button type="button" variant="outline" onClick={() => openDialog(null)}>
          <Plus aria-hidden /> Add shipping rate
        </Button>
      </div>
      <DataTable
        caption="Shipping rates"
        columns={columns}
        data={table.pageRows}
        total={table.total}
        getRowId={(r) => r.id}
        params={table.params}
        onParamsChange={table.onParamsChange}
        emptyText="No shipping rates yet."
      />
      <ShippingRateDialog
        open={open}
        onOpenChange={setOpen}
        rate={editing}
        nextSortOrder={nextSortOrder}
      />
    </section>
  );
}
