import type { Artwork } from '@atelier/shared/schemas/generation';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { LazyImage } from '@/components/ui/lazy-image';
import { cn } from '@/lib/utils';
import { useStableSrc } from '@/lib/use-stable-src';
import { isPending } from '../lib/status';

/** A square thumbnail: the whole preview (letterboxed) once finished, otherwise an icon for its state. */
export function ArtworkThumb({
  artwork,
  sizes,
  className,
}: {
  artwork: Artwork | null | undefined;
  sizes: string;
  className?: string;
}) {
  const src = useStableSrc(artwork?.id, artwork?.imageUrl);
  const box = cn('aspect-square w-full overflow-hidden bg-cream', className);
  if (artwork?.status === 'succeeded' && src) {
    return (
      <LazyImage
        src={src}
        alt=""
        width={artwork.width ?? 1024}
        height={artwork.height ?? 1024}
        sizes={sizes}
        aspectRatio="1 / 1"
        className={box}
        // The whole artwork stays in frame: a portrait's plaque sits at its bottom edge.
        fit="contain"
      />
    );
  }
  return (
    <div aria-hidden className={cn(box, 'flex items-center justify-center text-muted')}>
      {artwork && isPending(artwork.status) ? (
        <Loader2 className="size-6 animate-spin text-gold motion-reduce:animate-none" />
      ) : artwork?.status === 'failed' ? (
        <AlertTriangle className="size-6 text-danger" />
      ) : null}
    </div>
  );
}
