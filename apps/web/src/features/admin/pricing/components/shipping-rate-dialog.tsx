import {
  adminShippingRateInputSchema,
  type AdminShippingRate,
  type AdminShippingRateInput,
} from '@atelier/shared/schemas/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { AdminForm } from '@/features/admin/components/admin-form';
import {
  MoneyField,
  NumberField,
  SwitchField,
  TextField,
} from '@/features/admin/components/form-fields';
import { adminPricingQueryOptions } from '../api/get-admin-pricing';
import { useSaveShippingRate } from '../api/shipping-rates';
import { destinationName } from '../lib/destination';
import { adminResolver } from '@/features/admin/lib/admin-resolver';

type Values = z.output<typeof adminShippingRateInputSchema>;

const valuesOf = (rate: AdminShippingRate): AdminShippingRateInput => ({
  destination: rate.destination,
  label: rate.label,
  priceCents: rate.priceCents,
  isActive: rate.isActive,
  sortOrder: rate.sortOrder,
});

/** Add (rate absent) or edit a shipping rate in a dialog; closes on save. */
export function ShippingRateDialog({
  open,
  onOpenChange,
  rate,
  nextSortOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rate: AdminShippingRate | null;
  nextSortOrder: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {rate
              ? `Edit shipping to ${destinationLabel(rate.destination)}`
              : 'Add a shipping rate'}
          </DialogTitle>
          <DialogDescription>
            One rate per destination; * covers every country without a rate of its own.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ShippingRateForm
            rate={rate}
            nextSortOrder={nextSortOrder}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** 'United States (US)', 'Everywhere else (*)', or the code itself when it names no country. */
export function destinationLabel(code: string): string {
  const name = destinationName(code);
  return name ? `${name} (${code})` : code;
}

function ShippingRateForm({
  rate,
  nextSortOrder,
  onDone,
}: {
  rate: AdminShippingRate | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const save = useSaveShippingRate();
  const queryClient = useQueryClient();
  // The version this edit is based on; a stale-edit reload moves it to the newest.
  const [version, setVersion] = useState(rate?.updatedAt);
  const form = useForm<AdminShippingRateInput, unknown, Values>({
    resolver: adminResolver(adminShippingRateInputSchema),
    defaultValues: rate
      ? valuesOf(rate)
      : { destination: '', label: '', priceCents: 0, isActive: true, sortOrder: nextSortOrder },
  });

  const onSubmit = async (values: Values) => {
    await (rate
      ? save.mutateAsync({ id: rate.id, body: { ...values, updatedAt: version ?? rate.updatedAt } })
      : save.mutateAsync({ body: values }));
    form.reset(values);
    toast({
      variant: 'success',
      title: `Shipping to ${destinationLabel(values.destination)} ${rate ? 'saved' : 'added'}`,
    });
    onDone();
  };

  const onReload = async () => {
    if (!rate) return;
    const fresh = await queryClient.fetchQuery({ ...adminPricingQueryOptions(), staleTime: 0 });
    const current = fresh.shippingRates.find((row) => row.id === rate.id);
    if (!current) {
      toast({ variant: 'destructive', title: 'This rate was deleted by someone else.' });
      onDone();
      return;
    }
    setVersion(current.updatedAt);
    form.reset(valuesOf(current));
  };

  return (
    <AdminForm
      form={form}
      onReload={onReload}
      onSubmit={onSubmit}
      submitLabel={rate ? 'Save rate' : 'Add rate'}
    >
      <TextField
        name="destination"
        label="Destination"
        description="A two-letter country code (US, GB, …), or * for everywhere else."
      />
      <DestinationPreview />
      <TextField name="label" label="Label" placeholder="Standard shipping" maxLength={80} />
      <MoneyField name="priceCents" label="Shipping price" />
      <NumberField
        name="sortOrder"
        label="Order"
        description="Lower numbers are listed first."
        step={1}
      />
      <SwitchField name="isActive" label="Active" description="Offer this rate at checkout." />
    </AdminForm>
  );
}

/** The country the typed code names, as the shop will show it. */
function DestinationPreview() {
  const code = useWatch<AdminShippingRateInput, 'destination'>({ name: 'destination' }) ?? '';
  const name = code.trim() ? destinationName(code) : null;
  return (
    <p className="-mt-2 text-sm text-muted" aria-live="polite">
      {name ? `Ships to: ${name}` : null}
    </p>
  );
}
