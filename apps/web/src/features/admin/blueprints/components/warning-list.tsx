import { cn } from '@/lib/utils';

/** The warnings the server gave about a version or a draft (fields the artwork ignores). */
export function WarningList({
  warnings,
  label,
  className,
}: {
  warnings: readonly string[];
  label: string;
  className?: string;
}) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('grid gap-1 text-sm text-navy', className)}>
      {warnings.map((w) => (
        <li key={w}>
          <span aria-hidden>⚠ </span>
          {w}
        </li>
      ))}
    </ul>
  );
}
