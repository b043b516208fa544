import type { CategoryRef, Product } from '@atelier/shared/schemas/catalogue';
import { cn } from '@/lib/utils';

/** The distinct categories of a product list, in the order products first use them. */
export function categoriesOf(products: readonly Product[]): CategoryRef[] {
  const seen = new Map<string, CategoryRef>();
  for (const { category } of products) {
    if (category && !seen.has(category.slug)) seen.set(category.slug, category);
  }
  return [...seen.values()];
}

interface CategoryFilterProps {
  categories: readonly CategoryRef[];
  /** The selected category slug; undefined means all. */
  value: string | undefined;
  onChange(slug: string | undefined): void;
  label?: string;
  className?: string;
}

/** A row of toggle buttons (one pressed at a time), 'All' first. */
export function CategoryFilter({
  categories,
  value,
  onChange,
  label = 'Filter by category',
  className,
}: CategoryFilterProps) {
  const options = [{ slug: undefined, name: 'All' }, ...categories];
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {options.map((option) => {
        const pressed = option.slug === value;
        return (
          <button
            key={option.slug ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.slug)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold sm:min-h-9',
              pressed
                ? 'border-navy bg-navy text-ivory'
                : 'border-navy/20 bg-white text-navy hover:bg-cream',
            )}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
