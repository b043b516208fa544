import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex min-h-11 w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy placeholder:text-muted focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
