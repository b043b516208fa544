import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A small square preview; decorative (the row's title names it), a placeholder when absent. */
export function Thumbnail({
  src,
  className,
}: {
  src: string | null | undefined;
  className?: string;
}) {
  if (!src) {
    return (
      <span
        className={cn(
          'inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-cream text-muted',
          className,
        )}
      >
        <ImageOff className="size-4" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={48}
      height={48}
      className={cn('size-12 shrink-0 rounded-lg bg-cream object-cover', className)}
    />
  );
}
