import type { Product } from '@atelier/shared/schemas/catalogue';
import { Gift, Heart, Sparkles, Timer } from 'lucide-react';
import { benefitItems, orDefault } from '@/lib/hero-content';

const ICONS = [Heart, Sparkles, Timer, Gift];

/** Section 2: the product's four benefit items under its own title and subtitle. */
export function BenefitsBlock({ product }: { product: Product }) {
  const items = benefitItems(product);
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="benefits-title" className="text-3xl font-semibold tracking-tight text-balance">
          {orDefault(product.benefitsSectionTitle, 'Why Families Love It')}
        </h2>
        <p className="mt-3 text-lg text-pretty text-navy-soft">
          {orDefault(
            product.benefitsSectionSubtitle,
            'Artwork made from your story, finished with care and ready to treasure.',
          )}
        </p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ title, description }, i) => {
          const Icon = ICONS[i] ?? Heart;
          return (
            <li key={i} className="rounded-2xl border border-parchment bg-white p-6 shadow-card">
              <Icon className="size-6 text-gold" aria-hidden />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-navy-soft">{description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
