import type { ProductDetail, ProductField } from '@atelier/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { PriceList } from '@/components/price-notes';
import { useAuth } from '@/lib/auth';
import { usePricing } from '@/lib/pricing';
import { PERSONALIZE_SECTION_ID } from '../hooks/use-floating-cta';
import { orDefault } from '@/lib/hero-content';

interface PersonalizeSectionProps {
  product: ProductDetail;
  /** The stepped personalise form; without it the section lists what the form will ask, by step. */
  children?: ReactNode;
}

const groupByStep = (fields: ProductField[]) => {
  const steps = new Map<number, ProductField[]>();
  for (const field of [...fields].sort(
    (a, b) => a.stepNumber - b.stepNumber || a.sortOrder - b.sortOrder,
  )) {
    steps.set(field.stepNumber, [...(steps.get(field.stepNumber) ?? []), field]);
  }
  return [...steps.entries()];
};

/**
 * Section 3, the target of every 'Create My Portrait' button (#personalize-section). It is
 * focusable (tabIndex -1) so the buttons can move keyboard focus here after scrolling.
 */
export function PersonalizeSection({ product, children }: PersonalizeSectionProps) {
  const pricing = usePricing();
  const { user } = useAuth();
  return (
    <section
      id={PERSONALIZE_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="personalize-title"
      className="scroll-mt-20 bg-cream/60 py-16 outline-none"
    >
      <div className="mx-auto max-w-3xl px-4">
        <div className="text-center">
          <h2 id="personalize-title" className="text-3xl font-semibold tracking-tight text-balance">
            {orDefault(product.personalizeSectionTitle, 'Personalize Your Portrait')}
          </h2>
          <p className="mt-3 text-lg text-pretty text-navy-soft">
            {orDefault(
              product.personalizeSectionSubtitle,
              'Tell us about the people, pets and words that matter to you.',
            )}
          </p>
        </div>
        {/* What creating, printing and downloading cost, before the shopper starts the form. */}
        <PriceList pricing={pricing.data} user={user} className="mx-auto mt-6 max-w-xl" />
        <div className="mt-8 rounded-2xl border border-parchment bg-white p-6 shadow-card sm:p-8">
          <h3 className="text-xl font-semibold">
            {orDefault(product.personalizeFormTitle, 'Your Details')}
          </h3>
          {children ?? <FieldPreview fields={product.fields} />}
        </div>
      </div>
    </section>
  );
}

function FieldPreview({ fields }: { fields: ProductField[] }) {
  const steps = groupByStep(fields);
  if (steps.length === 0) return null;
  return (
    <ol aria-label="What you will be asked" className="mt-6 grid gap-6">
      {steps.map(([step, stepFields]) => (
        <li key={step} className="grid gap-3">
          <h4 className="text-sm font-semibold tracking-[0.15em] text-gold-ink uppercase">
            Step {step} of {steps.length}
          </h4>
          <ul className="grid gap-2 sm:grid-cols-2">
            {stepFields.map((field) => (
              <li
                key={field.id}
                className="flex items-baseline justify-between gap-3 rounded-lg border border-parchment px-3 py-2 text-sm"
              >
                <span className="text-navy">{field.fieldLabel}</span>
                <span className="shrink-0 text-xs text-muted">
                  {field.isRequired ? 'Required' : 'Optional'}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
