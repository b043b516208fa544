import { adminPlanUpdateSchema, type AdminPlan } from '@atelier/shared/schemas/admin-pricing';
import { z } from 'zod';

// The plan form edits features as objects ({ text }) so react-hook-form's field array can key
// and move them; each text keeps the shared schema's rule and message.
export const planFormSchema = adminPlanUpdateSchema.extend({
  features: z
    .array(z.object({ text: adminPlanUpdateSchema.shape.features.element }))
    .max(20, { error: 'A plan can list at most 20 features.' }),
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;

/** The seeded free plan: its generations are the free allowance and its price stays $0. */
export const isFreePlan = (plan: Pick<AdminPlan, 'id'>) => plan.id === 'free';

export const planFormValues = (plan: AdminPlan): PlanFormInput => ({
  name: plan.name,
  description: plan.description ?? '',
  priceCents: plan.priceCents,
  generationsPerMonth: plan.generationsPerMonth,
  features: plan.features.map((text) => ({ text })),
  isActive: plan.isActive,
  updatedAt: plan.updatedAt,
});

/** The PUT body: strings again, and the free plan's price pinned at 0. */
export const planUpdateBody = (plan: AdminPlan, values: PlanFormValues) => ({
  name: values.name,
  description: values.description,
  priceCents: isFreePlan(plan) ? 0 : values.priceCents,
  generationsPerMonth: values.generationsPerMonth,
  features: values.features.map((f) => f.text),
  isActive: isFreePlan(plan) ? plan.isActive : values.isActive,
  updatedAt: values.updatedAt,
});
