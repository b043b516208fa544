import { Package } from 'lucide-react';
import { LazyImage } from '@/components/ui/lazy-image';
import { cn } from '@/lib/utils';

/** The order's artwork preview, or a quiet placeholder while none is finished. */
export function OrderThumbnail({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string | null;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        className={cn('flex items-center justify-center rounded-xl bg-cream text-muted', className)}
      >
        <Package className="size-6" aria-hidden />
      </div>
    );
  }
  return (
    <LazyImage
      src={src}
      alt={alt}
      width={1024}
      height={1024}
      eager={eager}
      // The whole artwork stays in frame: a portrait's plaque sits at its bottom edge.
      fit="contain"
      className={cn('overflow-hidden rounded-xl', className)}
    />
  );
}
