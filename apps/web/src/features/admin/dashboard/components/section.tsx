import type { ReactNode } from 'react';

/** A titled part of the dashboard; its heading names the region. */
export function DashboardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold text-navy">
        {title}
      </h2>
      {children}
    </section>
  );
}
