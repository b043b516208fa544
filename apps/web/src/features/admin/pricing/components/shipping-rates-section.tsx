import type { AdminShippingRate } from '@atelier/shared/schemas/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { InlineToggle } from '@/features/admin/components/inline-toggle';
import { formatCents } from '@/features/admin/lib/money';
import { useDeleteShippingRate, useSaveShippingRate } from '../api/shipping-rates';
import { destinationName } from '../lib/destination';
import { RowActions } from './row-actions';
import { destinationLabel, ShippingRateDialog } from './shipping-rate-dialog';
import { SimpleTable, type SimpleColumn } from './simple-table';

/** Shipping rates by destination: a table with add, edit, delete and an Active switch. */
export function ShippingRatesSection({ rates }: { rates: AdminShippingRate[] }) {
  const [editing, setEditing] = useState<AdminShippingRate | null>(null);
  const [open, setOpen] = useState(false);
  const save = useSaveShippingRate();
  const remove = useDeleteShippingRate();
  const confirm = useConfirm();

  // '*' (everywhere else) reads best last, whatever its order number.
  const rows = [...rates].sort(
    (a, b) =>
      Number(a.destination === '*') - Number(b.destination === '*') || a.sortOrder - b.sortOrder,
  );
  const nextSortOrder = rows.length ? Math.max(...rows.map((r) => r.sortOrder)) + 1 : 0;

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

  const columns: SimpleColumn<AdminShippingRate>[] = [
    {
      header: 'Destination',
      rowHeader: true,
      cell: (r) => (
        <span className="grid">
          <span>{destinationName(r.destination) ?? r.destination}</span>
          <span className="text-xs font-normal text-muted">{r.destination}</span>
        </span>
      ),
    },
    { header: 'Label', cell: (r) => r.label },
    { header: 'Price', cell: (r) => formatCents(r.priceCents) },
    {
      header: 'Active',
      cell: (r) => (
        <InlineToggle
          checked={r.isActive}
          label="Active"
          rowName={`shipping to ${destinationName(r.destination) ?? r.destination}`}
          onToggle={(next) => setActive(r, next)}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (r) => (
        <RowActions
          name={`shipping to ${destinationName(r.destination) ?? r.destination}`}
          onEdit={() => openDialog(r)}
          onDelete={() => void onDelete(r)}
          deleting={remove.isPending && remove.variables?.id === r.id}
        />
      ),
    },
  ];

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
      <SimpleTable
        caption="Shipping rates"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
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
