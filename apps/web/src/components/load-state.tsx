import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

// The three states of a shopper's page around its data: loading, failed to load, and nothing
// to show yet. Every page says them the same way (the same look, role and busy flag).

/** The line a page shows while its data loads ('Loading your orders…'). */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p aria-busy="true" className="px-4 py-12 text-center text-muted">
      {children}
    </p>
  );
}

/** A page whose data could not be loaded: what failed, and a button that asks again. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-4 px-4 py-12 text-center">
      <p className="text-muted">{children}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/** A page with nothing to show: an icon, a heading, then what to know or do (children). */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-gold-soft text-navy">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
