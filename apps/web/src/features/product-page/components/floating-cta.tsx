import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scrollToPersonalize, useFloatingCtaVisible } from '../hooks/use-floating-cta';

interface FloatingCtaProps {
  /** Issue 4's form sets this while it submits. */
  submitting?: boolean;
}

/** SPEC.md §2 item 7: a 'Create My Portrait' button that stays in reach until it is needed. */
export function FloatingCta({ submitting = false }: FloatingCtaProps) {
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
        Create My Portrait
      </Button>
    </div>
  );
}
