import type { VisualOption } from '@atelier/shared/schemas/catalogue';
import { Check } from 'lucide-react';
import { LazyImage } from '@/components/ui/lazy-image';
import { cn } from '@/lib/utils';

interface VisualSelectorProps {
  name: string;
  options: VisualOption[];
  value: string;
  disabled?: boolean;
  invalid?: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * A radio group of cards: image (a broken one shows 'Image not available'), title and
 * description. Native radios keep arrow-key navigation and form semantics.
 */
export function VisualSelector({
  name,
  options,
  value,
  disabled,
  invalid,
  onChange,
  onBlur,
}: VisualSelectorProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {options.map((option) => {
        const checked = value === option.title;
        return (
          <label
            key={option.title}
            className={cn(
              'relative grid min-h-11 cursor-pointer content-start gap-2 rounded-xl border-2 bg-white p-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
              checked ? 'border-gold' : 'border-parchment hover:border-gold-soft',
              invalid && !checked && 'border-danger/60',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.title}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(option.title)}
              onBlur={onBlur}
              className="sr-only"
            />
            <LazyImage
              src={option.imageUrl}
              alt={option.title}
              aspectRatio="1 / 1"
              sizes="(min-width: 640px) 200px, 45vw"
              className="rounded-lg"
            />
            <span className="text-sm font-semibold text-navy">{option.title}</span>
            {option.description ? (
              <span className="text-xs text-muted">{option.description}</span>
            ) : null}
            {checked ? (
              <Check
                className="absolute top-3 right-3 size-6 rounded-full bg-gold p-1 text-white"
                aria-hidden
              />
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
