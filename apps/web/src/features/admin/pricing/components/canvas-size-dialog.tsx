import {
  adminCanvasSizeInputSchema,
  type AdminCanvasSize,
  type AdminCanvasSizeInput,
} from '@atelier/shared/schemas/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { useSaveCanvasSize } from '../api/canvas-sizes';
import { adminResolver } from '@/features/admin/lib/admin-resolver';

type Values = z.output<typeof adminCanvasSizeInputSchema>;

const valuesOf = (size: AdminCanvasSize): AdminCanvasSizeInput => ({
  label: size.label,
  widthInches: size.widthInches,
  heightInches: size.heightInches,
  priceCents: size.priceCents,
  isActive: size.isActive,
  sortOrder: size.sortOrder,
});

/** Add (size absent) or edit a canvas size in a dialog; closes on save. */
export function CanvasSizeDialog({
  open,
  onOpenChange,
  size,
  nextSortOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size: AdminCanvasSize | null;
  nextSortOrder: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{size ? `Edit ${size.label}` : 'Add a canvas size'}</DialogTitle>
          <DialogDescription>
            Sizes are in whole inches; shoppers see the active ones in this order.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <CanvasSizeForm
            size={size}
            nextSortOrder={nextSortOrder}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CanvasSizeForm({
  size,
  nextSortOrder,
  onDone,
}: {
  size: AdminCanvasSize | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const save = useSaveCanvasSize();
  const queryClient = useQueryClient();
  // The version this edit is based on; a stale-edit reload moves it to the newest.
  const [version, setVersion] = useState(size?.updatedAt);
  const form = useForm<AdminCanvasSizeInput, unknown, Values>({
    resolver: adminResolver(adminCanvasSizeInputSchema),
    defaultValues: size
      ? valuesOf(size)
      : {
          label: '',
          widthInches: 12,
          heightInches: 16,
          priceCents: 0,
          isActive: true,
          sortOrder: nextSortOrder,
        },
  });

  const onSubmit = async (values: Values) => {
    await (size
      ? save.mutateAsync({ id: size.id, body: { ...values, updatedAt: version ?? size.updatedAt } })
      : save.mutateAsync({ body: values }));
    form.reset(values);
    toast({
      variant: 'success',
      title: size ? `${values.label} saved` : `${values.label} added`,
    });
    onDone();
  };

  const onReload = async () => {
    if (!size) return;
    const fresh = await queryClient.fetchQuery({ ...adminPricingQueryOptions(), staleTime: 0 });
    const current = fresh.canvasSizes.find((row) => row.id === size.id);
    if (!current) {
      toast({ variant: 'destructive', title: 'This size was deleted by someone else.' });
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
      submitLabel={size ? 'Save size' : 'Add size'}
    >
      <TextField name="label" label="Label" placeholder='12" × 16"' maxLength={60} />
      <div className="grid grid-cols-2 gap-3">
        <NumberField name="widthInches" label="Width (in)" min={4} max={96} step={1} />
        <NumberField name="heightInches" label="Height (in)" min={4} max={96} step={1} />
      </div>
      <MoneyField name="priceCents" label="Price" />
      <NumberField
        name="sortOrder"
        label="Order"
        description="Lower numbers are listed first."
        step={1}
      />
      <SwitchField name="isActive" label="Active" description="Shoppers can choose this size." />
    </AdminForm>
  );
}
