import { cn } from '@/lib/utils';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterChipsProps {
  options: readonly FilterOption[];
  /** The selected value; undefined selects 'All'. */
  value: string | undefined;
  onChange(value: string | undefined): void;
  /** The group's accessible name, e.g. 'Filter by category'. */
  label: string;
  allLabel?: string;
  className?: string;
}

/** A row of toggle buttons, one pressed at a time, 'All' first (aria-pressed). */
export function FilterChips({
  options,
  value,
  onChange,
  label,
  allLabel = 'All',
  className,
}: FilterChipsProps) {
  const all: { value: string | undefined; label: string } = { value: undefined, label: allLabel };
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {[all, ...options].map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value ?? ''}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold sm:min-h-9',
              pressed
                ? 'border-navy bg-navy text-ivory'
                : 'border-navy/20 bg-white text-navy hover:bg-cream',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
