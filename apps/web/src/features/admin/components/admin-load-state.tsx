import { Button } from '@/components/ui/button';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { cn } from '@/lib/utils';

// The admin's two states around data it loads: skeleton rows while it loads, and a failed load
// with the server's reason and a retry. Every admin page and panel says them the same way.

/**
 * Data that could not load: the server's reason (else `fallback`, the page's own sentence) and a
 * button that asks again. `className` places the block in its page (margins only).
 */
export function AdminLoadError({
  error,
  fallback,
  onRetry,
  className,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('grid gap-3 rounded-xl border border-danger/40 p-4', className)}
    >
      <p className="text-sm text-danger">{adminErrorMessage(error, fallback)}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}

/** Grey rows where a page's content will be, announced as `label` ('Loading prices'). */
export function AdminLoading({
  label,
  rows,
  rowClassName,
}: {
  label: string;
  rows: number;
  /** The height of one row (h-16, h-24): roughly the block it stands in for. */
  rowClassName: string;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cn('animate-pulse rounded-xl bg-cream', rowClassName)} />
      ))}
    </div>
  );
}
