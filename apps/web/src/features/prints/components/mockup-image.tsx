import { WRAP_LABELS, type CanvasWrap } from '@atelier/shared/schemas/prints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useObjectUrl } from '@/lib/use-object-url';
import { mockupQueryOptions } from '../api/get-mockup';

interface MockupImageProps {
  artworkId: string;
  canvasSizeId: string;
  sizeLabel: string;
  wrap: CanvasWrap;
}

/** The server's picture of this artwork as a stretched canvas on a wall, for one size and wrap. */
export function MockupImage({ artworkId, canvasSizeId, sizeLabel, wrap }: MockupImageProps) {
  // The previous picture stays while the next one renders, so the page does not jump.
  const mockup = useQuery({
    ...mockupQueryOptions({ artworkId, canvasSizeId, wrap }),
    placeholderData: keepPreviousData,
  });
  const src = useObjectUrl(mockup.data);
  const alt = `Your artwork as a ${sizeLabel} canvas with ${WRAP_LABELS[wrap].toLowerCase()}, on a wall`;
  return (
    <figure className="grid gap-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-parchment bg-cream">
        {src ? (
          <img src={src} alt={alt} className="size-full object-cover" />
        ) : mockup.isError ? (
          <p className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted">
            <ImageOff className="size-6" aria-hidden />
            The preview could not be made. Your order is not affected.
          </p>
        ) : null}
      </div>
      <figcaption className="text-sm text-muted" aria-live="polite">
        {mockup.isFetching ? 'Updating the preview…' : `${sizeLabel} · ${WRAP_LABELS[wrap]}`}
      </figcaption>
    </figure>
  );
}
