import type { GalleryItem } from '@atelier/shared/schemas/content';
import { buildSrcSet } from '@atelier/shared/image-variants';
import { LazyImage } from '@/components/ui/lazy-image';

const SIZES = '(min-width: 1024px) 256px, (min-width: 640px) 224px, 50vw';

/** Section 4: finished pieces of this product. Nothing to show (or a failed load) renders nothing. */
export function ProductGallery({ items }: { items: GalleryItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="below-fold mx-auto max-w-6xl px-4 py-16">
      <h2 id="gallery-title" className="text-center text-3xl font-semibold tracking-tight">
        Made With Love
      </h2>
      <p className="mt-3 text-center text-lg text-navy-soft">
        A few pieces our customers created with this design.
      </p>
      <ul className="mt-10 flex flex-wrap justify-center gap-4">
        {items.map((item) => (
          <li key={item.id} className="w-[calc(50%-0.5rem)] sm:w-56 lg:w-64">
            <figure className="grid gap-2">
              <LazyImage
                src={item.imageUrl}
                srcSet={buildSrcSet(item.imageUrl, [320, 480, 640])}
                sizes={SIZES}
                alt={item.title}
                width={600}
                height={750}
                className="rounded-xl shadow-card"
              />
              <figcaption className="text-sm">
                <span className="font-semibold">{item.title}</span>
                {item.description ? (
                  <span className="block text-muted">{item.description}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
