import { providerPricesSchema, type ProviderPrices } from '@atelier/shared/schemas/admin-variants';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { AdminForm } from '@/features/admin/components/admin-form';
import { AdminLoadError } from '@/features/admin/components/admin-load-state';
import { MoneyField } from '@/features/admin/components/form-fields';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import { useTestRunPrices, useUpdateTestRunPrices } from '../api/test-run-prices';

/**
 * What one image costs on each paid provider (PUT /api/admin/test-run-prices): a blueprint test
 * run shows its estimate from these before it starts; the local studio costs nothing.
 */
export function TestRunPricesForm() {
  const prices = useTestRunPrices();
  const update = useUpdateTestRunPrices();
  const form = useForm<ProviderPrices>({
    resolver: adminResolver(providerPricesSchema),
    defaultValues: { openai: 0, replicate: 0 },
  });
  const { reset, formState } = form;
  useEffect(() => {
    if (prices.data && !formState.isDirty)
      reset({ openai: prices.data.openai, replicate: prices.data.replicate });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new data resets
  }, [prices.data]);

  const onSubmit = async (values: ProviderPrices) => {
    await update.mutateAsync(values);
    reset(values);
    toast({ variant: 'success', title: 'Test-run prices saved' });
  };

  return (
    <section aria-labelledby="test-run-prices-title" className="grid gap-4">
      <div>
        <h2 id="test-run-prices-title" className="text-xl font-semibold text-navy">
          Test-run prices
        </h2>
        <p className="text-sm text-muted">
          What one image costs on each paid provider. A blueprint’s test run shows its estimate from
          these before it starts; the local studio costs nothing.
        </p>
      </div>
      {prices.isError ? (
        <AdminLoadError
          error={prices.error}
          fallback="We could not load the test-run prices just now."
          onRetry={() => void prices.refetch()}
        />
      ) : (
        <div className="max-w-sm">
          <AdminForm
            form={form}
            onSubmit={onSubmit}
            submitLabel="Save test-run prices"
            aria-label="Test-run prices"
          >
            <MoneyField name="openai" label="OpenAI, per image" />
            <MoneyField name="replicate" label="Replicate, per image" />
          </AdminForm>
        </div>
      )}
    </section>
  );
}
