import { statusLabel } from '@/lib/order-status';
import { cn } from '@/lib/utils';
import { statusTone } from '../lib/labels';

const TONES = {
  progress: 'bg-gold-soft text-navy',
  done: 'bg-success/10 text-success',
  problem: 'bg-danger/10 text-danger',
} as const;

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[statusTone(status)],
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
