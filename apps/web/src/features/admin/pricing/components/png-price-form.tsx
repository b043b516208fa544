import {
  adminPngPriceUpdateSchema,
  type AdminPricing,
} from '@atelier/shared/schemas/admin-pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { AdminForm } from '@/features/admin/components/admin-form';
import { MoneyField } from '@/features/admin/components/form-fields';
import { adminPricingQueryOptions } from '../api/get-admin-pricing';
import { useUpdatePngPrice } from '../api/update-png-price';
import { adminResolver } from '@/features/admin/lib/admin-resolver';

type Input = z.input<typeof adminPngPriceUpdateSchema>;
type Values = z.output<typeof adminPngPriceUpdateSchema>;

/** The full-resolution PNG download's price (PUT /api/admin/pricing/png-download). */
export function PngPriceForm({ png }: { png: AdminPricing['pngDownload'] }) {
  const update = useUpdatePngPrice();
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Values>({
    resolver: adminResolver(adminPngPriceUpdateSchema),
    defaultValues: { priceCents: png.priceCents, updatedAt: png.updatedAt },
  });

  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset({ priceCents: png.priceCents, updatedAt: png.updatedAt });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version resets
  }, [png.updatedAt]);

  const onSubmit = async (values: Values) => {
    const saved = (await update.mutateAsync(values)) as Partial<Values> | undefined;
    reset({ priceCents: values.priceCents, updatedAt: saved?.updatedAt ?? values.updatedAt });
    toast({ variant: 'success', title: 'PNG download price saved' });
  };

  const onReload = async () => {
    const fresh = await queryClient.fetchQuery({ ...adminPricingQueryOptions(), staleTime: 0 });
    reset({ priceCents: fresh.pngDownload.priceCents, updatedAt: fresh.pngDownload.updatedAt });
  };

  return (
    <section aria-labelledby="png-title" className="grid gap-4">
      <div>
        <h2 id="png-title" className="text-xl font-semibold text-navy">
          PNG download
        </h2>
        <p className="text-sm text-muted">The price of an artwork’s full-resolution PNG file.</p>
      </div>
      <div className="max-w-sm">
        <AdminForm
          form={form}
          onSubmit={onSubmit}
          onReload={onReload}
          submitLabel="Save PNG price"
          aria-label="PNG download"
        >
          <MoneyField name="priceCents" label="PNG download price" />
        </AdminForm>
      </div>
    </section>
  );
}
