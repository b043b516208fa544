import { useId, type ReactNode } from 'react';

/** A titled group of the site content form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 border-t border-parchment pt-6 first:border-0 first:pt-0"
    >
      <div>
        <h2 id={id} className="text-xl font-semibold text-navy">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** How a line will read on the storefront, updated as the admin types. */
export function LinePreview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="rounded-lg bg-cream px-3 py-2 text-sm text-navy-soft" aria-live="polite">
      <span className="font-medium text-muted">{label}: </span>
      {children}
    </p>
  );
}
