import type { ReactNode } from 'react';
import { formatChange } from '../lib/format';

/**
 * One figure with the previous period's beside it and the change ("+12% vs previous 7 days").
 * `format` turns the raw numbers into words (money, counts, durations).
 */
export function FigureCard({
  label,
  current,
  previous,
  format,
  previousLabel,
  children,
}: {
  label: string;
  current: number;
  previous: number;
  format: (n: number) => string;
  previousLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1 rounded-xl border border-parchment p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-navy">{format(current)}</dd>
      <dd className="text-sm text-muted">
        {formatChange(current, previous)} vs {previousLabel} ({format(previous)})
      </dd>
      {children}
    </div>
  );
}
