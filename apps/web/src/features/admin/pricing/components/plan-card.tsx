import type { AdminPlan } from '@atelier/shared/schemas/admin-pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { AdminForm } from '@/features/admin/components/admin-form';
import {
  MoneyField,
  NumberField,
  SwitchField,
  TextField,
} from '@/features/admin/components/form-fields';
import { formatCents } from '@/features/admin/lib/money';
import { adminPricingQueryOptions } from '../api/get-admin-pricing';
import { useUpdatePlan } from '../api/update-plan';
import { FeaturesField } from './features-field';
import {
  isFreePlan,
  planFormSchema,
  planFormValues,
  planUpdateBody,
  type PlanFormInput,
  type PlanFormValues,
} from '../lib/plan-form';
import { adminResolver } from '@/features/admin/lib/admin-resolver';

const INTERVAL: Record<AdminPlan['interval'], string> = {
  month: 'month',
  year: 'year',
  once: 'one-off',
};

/** One plan's form: PUT /api/admin/pricing/plans/:id with the version it was opened at. */
export function PlanCard({
  plan,
  stripeConfigured,
}: {
  plan: AdminPlan;
  stripeConfigured: boolean;
}) {
  const free = isFreePlan(plan);
  const update = useUpdatePlan();
  const queryClient = useQueryClient();
  const form = useForm<PlanFormInput, unknown, PlanFormValues>({
    resolver: adminResolver(planFormSchema),
    defaultValues: planFormValues(plan),
  });

  // Someone saved elsewhere (or a refetch brought a newer version): show it, unless the
  // admin is in the middle of an edit, which then meets the stale-edit answer on save.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset(planFormValues(plan));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version resets
  }, [plan.updatedAt]);

  const onSubmit = async (values: PlanFormValues) => {
    const saved = await update.mutateAsync({ id: plan.id, body: planUpdateBody(plan, values) });
    reset(saved?.updatedAt ? planFormValues(saved) : values);
    toast({ variant: 'success', title: `${values.name} plan saved` });
  };

  // After a stale-edit 409: the plan as it is now, in place of the edits.
  const onReload = async () => {
    const fresh = await queryClient.fetchQuery({ ...adminPricingQueryOptions(), staleTime: 0 });
    const current = fresh.plans.find((p) => p.id === plan.id);
    if (current) reset(planFormValues(current));
  };

  const headingId = `plan-${plan.id}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-parchment p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-navy">
        {plan.name}{' '}
        <span className="text-sm font-normal text-muted">
          {formatCents(plan.priceCents, plan.currency)} / {INTERVAL[plan.interval]}
        </span>
      </h3>
      <div className="mt-4">
        <AdminForm
          form={form}
          onSubmit={onSubmit}
          onReload={onReload}
          submitLabel={`Save ${plan.name}`}
          aria-label={`${plan.name} plan`}
        >
          <TextField name="name" label="Plan name" maxLength={80} />
          <TextField name="description" label="Description" multiline rows={2} maxLength={300} />
          {free ? (
            <p className="text-sm text-navy-soft">
              Price: <strong>$0</strong> — the free plan always costs nothing.
            </p>
          ) : (
            <MoneyField
              name="priceCents"
              label={`Price per ${INTERVAL[plan.interval]}`}
              description={`What a ${plan.name} subscriber pays each ${INTERVAL[plan.interval]}.`}
            />
          )}
          <NumberField
            name="generationsPerMonth"
            label="Generations per month"
            description={
              free ? 'The free allowance: what every account can create each month.' : undefined
            }
            min={0}
            step={1}
          />
          <FeaturesField planName={plan.name} />
          {free ? null : (
            <>
              <SwitchField
                name="isActive"
                label="Active"
                description="An inactive plan is not offered to shoppers."
              />
              <StripePriceId plan={plan} stripeConfigured={stripeConfigured} />
            </>
          )}
        </AdminForm>
      </div>
    </section>
  );
}

function StripePriceId({ plan, stripeConfigured }: { plan: AdminPlan; stripeConfigured: boolean }) {
  return (
    <div className="grid gap-1 text-sm">
      <span className="font-medium text-navy">Stripe price id</span>
      <code className="w-fit rounded bg-cream px-2 py-1 break-all">
        {plan.stripePriceId ?? 'none yet'}
      </code>
      <p className="text-muted">
        {stripeConfigured
          ? 'With Stripe configured, a new price creates a new Stripe Price; existing subscriptions keep theirs.'
          : 'Stripe is not configured, so no Stripe Price is created. Once it is, saving a new price creates one; existing subscriptions keep theirs.'}
      </p>
    </div>
  );
}
