import type { GalleryItem } from '@atelier/shared/schemas/content';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LazyImage } from '@/components/ui/lazy-image';

interface GalleryLightboxProps {
  items: readonly GalleryItem[];
  /** The open item's index; null when closed. */
  index: number | null;
  onIndexChange(index: number): void;
  /** Closing; `index` is the item shown last, whose thumbnail should take the focus back. */
  onClose(index: number): void;
}

const navButton =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 text-navy shadow-card hover:bg-white';

/**
 * A modal viewer over the gallery grid (Radix Dialog: focus trapped, Escape closes). Previous
 * and next wrap around, with buttons or the arrow keys.
 */
export function GalleryLightbox({ items, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const count = items.length;
  const item = index === null ? undefined : items[index];
  const step = (delta: number) => {
    if (index !== null && count > 0) onIndexChange((index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root
      open={item !== undefined}
      onOpenChange={(open) => {
        if (!open && index !== null) onClose(index);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/80 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          // The grid moves focus to the thumbnail of the item shown last (not the one opened).
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-ivory p-4 shadow-card sm:p-6"
        >
          {item ? (
            <>
              <div className="relative">
                <LazyImage
                  key={item.id}
                  src={item.imageUrl}
                  alt={item.title}
                  sizes="(min-width: 800px) 720px, 100vw"
                  eager
                  fetchPriority="auto"
                  aspectRatio="4 / 5"
                  className="mx-auto w-full max-w-[min(100%,calc((100dvh-14rem)*0.8))] rounded-xl bg-navy"
                  fit="contain"
                />
                {count > 1 ? (
                  <>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label="Previous image"
                      onClick={() => step(-1)}
                      className={`${navButton} left-2`}
                    >
                      <ChevronLeft aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label="Next image"
                      onClick={() => step(1)}
                      className={`${navButton} right-2`}
                    >
                      <ChevronRight aria-hidden />
                    </Button>
                  </>
                ) : null}
              </div>
              <div className="grid gap-1">
                <Dialog.Title className="text-xl font-semibold text-navy">
                  {item.title}
                </Dialog.Title>
                <Dialog.Description className="text-sm text-navy-soft">
                  {item.description ?? 'From our community gallery.'}
                </Dialog.Description>
                <p className="text-xs text-muted" aria-live="polite">
                  {(index ?? 0) + 1} of {count}
                </p>
              </div>
              {item.productSlug ? (
                <Button asChild variant="outline" className="justify-self-start">
                  <Link to={`/products/${item.productSlug}`}>Create one like this</Link>
                </Button>
              ) : null}
              <Dialog.Close
                aria-label="Close"
                className="absolute top-6 right-6 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-navy shadow-card hover:bg-white sm:top-8 sm:right-8 sm:size-10"
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
