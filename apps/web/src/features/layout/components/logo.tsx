import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-8', className)}>
      <rect width="64" height="64" rx="14" fill="#1c2541" />
      <path d="M32 12l15 40h-8l-3-9H24l-3 9h-8l15-40zm-5.5 24h11L32 20z" fill="#d4a843" />
    </svg>
  );
}

/** The shop's logo, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Atelier home"
      className={cn('inline-flex min-h-11 items-center gap-2 rounded-lg px-1', className)}
    >
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight">Atelier</span>
    </Link>
  );
}
