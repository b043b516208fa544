import type { ProductStatus } from '@atelier/shared/schemas/admin-products';
import { cn } from '@/lib/utils';

const LOOK: Record<ProductStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-success/15 text-success' },
  draft: { label: 'Draft', className: 'bg-gold/15 text-gold-ink' },
  archived: { label: 'Archived', className: 'bg-navy/10 text-navy-soft' },
};

export const STATUS_LABELS = Object.fromEntries(
  Object.entries(LOOK).map(([status, { label }]) => [status, label]),
) as Record<ProductStatus, string>;

export function StatusBadge({ status }: { status: ProductStatus }) {
  const look = LOOK[status];
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        look.className,
      )}
    >
      {look.label}
    </span>
  );
}
