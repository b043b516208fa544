import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scrollToPersonalize, useFloatingCtaVisible } from '../hooks/use-floating-cta';
import { DEFAULT_HERO_BUTTON_TEXT } from '@/lib/hero-content';

interface FloatingCtaProps {
  /** The personalise form sets this while it submits. */
  submitting?: boolean;
  /** The product's own call to action (its hero button's text): a vision board is no portrait. */
  label?: string;
}

/**
 * SPEC.md §2 item 7: a 'Create My Portrait' button that stays in reach until it is needed. It
 * steps aside while the footer is on screen, where it covered 'Back to Top'.
 */
export function FloatingCta({
  submitting = false,
  label = DEFAULT_HERO_BUTTON_TEXT,
}: FloatingCtaProps) {
  const visible = useFloatingCtaVisible({ submitting });
  if (!visible) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center px-4 sm:justify-end sm:px-6">
      <Button
        size="lg"
        variant="accent"
        className="pointer-events-auto rounded-full shadow-card"
        onClick={scrollToPersonalize}
      >
        <Sparkles aria-hidden />
        {label}
      </Button>
    </div>
  );
}
