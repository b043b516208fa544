import type { ReactNode } from 'react';

/** One titled card of the profile page. */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl border border-parchment bg-white p-6 shadow-card"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-navy">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
