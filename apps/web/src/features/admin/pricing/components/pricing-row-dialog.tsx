import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { AdminForm } from '@/features/admin/components/admin-form';
import { NumberField, SwitchField } from '@/features/admin/components/form-fields';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import { adminPricingQueryOptions } from '../api/get-admin-pricing';
import type { RowWrite } from '../api/pricing-rows';
import type { PricingRow, PricingRowsConfig, RowInput } from './pricing-rows-config';

type DialogConfig<T extends PricingRow, I extends RowInput> = PricingRowsConfig<T, I>['dialog'];

/** Add (row absent) or edit a pricing row in a dialog; closes on save. */
export function PricingRowDialog<T extends PricingRow, I extends RowInput>({
  open,
  onOpenChange,
  row,
  nextSortOrder,
  save,
  dialog,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row: T | null;
  nextSortOrder: number;
  save: (write: RowWrite<I>) => Promise<T>;
  dialog: DialogConfig<T, I>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{dialog.title(row)}</DialogTitle>
          <DialogDescription>{dialog.description}</DialogDescription>
        </DialogHeader>
        {open ? (
          <RowForm
            row={row}
            nextSortOrder={nextSortOrder}
            save={save}
            dialog={dialog}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RowForm<T extends PricingRow, I extends RowInput>({
  row,
  nextSortOrder,
  save,
  dialog,
  onDone,
}: {
  row: T | null;
  nextSortOrder: number;
  save: (write: RowWrite<I>) => Promise<T>;
  dialog: DialogConfig<T, I>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  // The version this edit is based on; a stale-edit reload moves it to the newest.
  const [version, setVersion] = useState(row?.updatedAt);
  const form = useForm<I, unknown, I>({
    resolver: adminResolver(dialog.schema),
    defaultValues: (row ? dialog.inputOf(row) : dialog.blank(nextSortOrder)) as DefaultValues<I>,
  });

  const onSubmit = async (values: I) => {
    await (row
      ? save({ id: row.id, body: { ...values, updatedAt: version ?? row.updatedAt } })
      : save({ body: values }));
    form.reset(values);
    toast({ variant: 'success', title: dialog.saved(values, Boolean(row)) });
    onDone();
  };

  const onReload = async () => {
    if (!row) return;
    const fresh = await queryClient.fetchQuery({ ...adminPricingQueryOptions(), staleTime: 0 });
    const current = dialog.rowsOf(fresh).find((r) => r.id === row.id);
    if (!current) {
      toast({ variant: 'destructive', title: dialog.gone });
      onDone();
      return;
    }
    setVersion(current.updatedAt);
    form.reset(dialog.inputOf(current));
  };

  return (
    <AdminForm
      form={form}
      onReload={onReload}
      onSubmit={onSubmit}
      submitLabel={dialog.submitLabel(Boolean(row))}
    >
      {dialog.fields}
      <NumberField
        name="sortOrder"
        label="Order"
        description="Lower numbers are listed first."
        step={1}
      />
      <SwitchField name="isActive" label="Active" description={dialog.activeDescription} />
    </AdminForm>
  );
}
