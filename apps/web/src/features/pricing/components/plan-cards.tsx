import type { PricingPlan } from '@atelier/shared/schemas/content';
import { Check, Crown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatPlanPrice } from '../lib/format-price';
import { PlanAction } from './plan-action';

/** Free vs Premium side by side; a paid plan is highlighted. */
export function PlanCards({ plans }: { plans: readonly PricingPlan[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {plans.map((plan) => {
        const paid = plan.priceCents > 0;
        return (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-card',
              paid ? 'border-gold border-2' : 'border-parchment',
            )}
          >
            {paid ? (
              <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-gold-bright px-3 py-0.5 text-xs font-semibold text-navy">
                <Crown className="size-3.5" aria-hidden />
                Recommended
              </p>
            ) : null}
            <div>
              <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
                {plan.name}
              </h3>
              {plan.description ? (
                <p className="mt-1 text-sm text-muted">{plan.description}</p>
              ) : null}
            </div>
            <p className="text-3xl font-bold tracking-tight text-navy">
              {formatPlanPrice(plan.priceCents, plan.currency, plan.interval)}
            </p>
            <ul aria-label={`${plan.name} features`} className="grid gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-2">
              <PlanAction plan={plan} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
