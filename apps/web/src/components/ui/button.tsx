import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// Every size keeps a 44 px touch target on phones (SPEC.md §9); desktop may go smaller.
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-navy text-ivory hover:bg-navy-soft',
        accent: 'bg-gold-bright text-navy hover:bg-gold-soft',
        outline: 'border border-navy/20 bg-white/60 text-navy hover:bg-cream',
        ghost: 'text-navy hover:bg-cream',
        link: 'text-navy underline-offset-4 hover:underline',
        destructive: 'bg-danger text-white hover:bg-danger/90',
      },
      size: {
        default: 'min-h-11 px-4 py-2 sm:min-h-10',
        sm: 'min-h-11 px-3 sm:min-h-9',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-11 sm:size-10',
        /** For the link variant inside text: no padding, still a 44 px target on phones. */
        inline: 'min-h-11 px-0 sm:min-h-8',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
