import type { ReactNode } from 'react';
import { OrderThumbnail } from './order-thumbnail';
import { StatusBadge } from './status-badge';

/** The white card every section of an order's page sits on. */
export const cardClass = 'rounded-2xl border border-parchment bg-white p-5 shadow-card';

interface OrderCardProps {
  headingId: string;
  title: string;
  status: string;
  thumbnailUrl: string | null;
  /** What was bought, its prices and its buttons, under the title. */
  children: ReactNode;
}

/** The top of /orders/{id} of a print or a PNG: the artwork, its title and the status. */
export function OrderCard({ headingId, title, status, thumbnailUrl, children }: OrderCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`${cardClass} grid gap-4 sm:grid-cols-[8rem_1fr]`}
    >
      <OrderThumbnail src={thumbnailUrl} alt={`${title} artwork`} eager className="size-32" />
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          <StatusBadge status={status} />
        </div>
        {children}
      </div>
    </section>
  );
}
