import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One titled block of the order page (address, print file, timeline, …). */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn('grid content-start gap-3 rounded-xl border border-parchment p-4', className)}
    >
      <h2 className="text-lg font-semibold text-navy">{title}</h2>
      {children}
    </section>
  );
}

/** A label and its value in a <dl>. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-navy">{children}</dd>
    </div>
  );
}
