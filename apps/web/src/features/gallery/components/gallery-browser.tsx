import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FilterChips, type FilterOption } from '@/components/ui/filter-chips';
import { LazyImage } from '@/components/ui/lazy-image';
import { useGallery } from '../api/get-gallery';
import { filterGallery, type GalleryProduct } from './gallery-filters';
import { GalleryLightbox } from './gallery-lightbox';

interface GalleryBrowserProps {
  categories: readonly FilterOption[];
  products: readonly GalleryProduct[];
}

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/**
 * The /gallery page body: filters kept in the URL (?category=slug&product=slug, linkable),
 * a grid of lazy thumbnails, and a lightbox that opens on a thumbnail.
 */
export function GalleryBrowser({ categories, products }: GalleryBrowserProps) {
  const gallery = useGallery();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const product = params.get('product') ?? undefined;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());

  const setFilter = (key: 'category' | 'product', value: string | undefined) => {
    setOpenIndex(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  if (gallery.isPending) {
    return (
      <div role="status" aria-label="Loading the gallery" className={GRID}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="aspect-[4/5] animate-pulse rounded-xl bg-cream" />
        ))}
      </div>
    );
  }
  if (gallery.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-2xl bg-cream p-8">
        <p>We could not load the gallery just now.</p>
        <Button variant="outline" onClick={() => void gallery.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const items = filterGallery(gallery.data, products, { category, product });
  const closeAt = (index: number) => {
    setOpenIndex(null);
    const id = items[index]?.id;
    // After the dialog has unmounted, hand focus to the thumbnail of the item shown last.
    requestAnimationFrame(() => (id ? thumbnails.current.get(id)?.focus() : undefined));
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-4 md:flex-row md:justify-between">
        {categories.length > 0 ? (
          <FilterChips
            label="Filter by category"
            options={categories}
            value={category}
            onChange={(value) => setFilter('category', value)}
          />
        ) : null}
        {products.length > 0 ? (
          <label className="flex items-center gap-2 text-sm font-semibold text-navy">
            Product
            <select
              value={product ?? ''}
              onChange={(event) => setFilter('product', event.target.value || undefined)}
              className="min-h-11 rounded-lg border border-navy/20 bg-white px-3 text-sm font-normal sm:min-h-9"
            >
              <option value="">All products</option>
              {products.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>

      {items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl bg-cream p-8 text-center">
          <p>No artwork matches these filters yet.</p>
          <Button variant="outline" onClick={() => setParams({}, { preventScrollReset: true })}>
            Clear filters
          </Button>
        </div>
      ) : (
        <ul className={GRID}>
          {items.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                ref={(node) => {
                  if (node) thumbnails.current.set(item.id, node);
                  else thumbnails.current.delete(item.id);
                }}
                onClick={() => setOpenIndex(index)}
                aria-label={`Open ${item.title}`}
                className="group grid w-full gap-2 rounded-xl text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
              >
                <LazyImage
                  src={item.imageUrl}
                  alt=""
                  width={600}
                  height={750}
                  sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
                  eager={index < 2}
                  className="rounded-xl shadow-card"
                  imgClassName="group-hover:scale-105"
                />
                <span className="text-sm font-semibold text-navy">{item.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <GalleryLightbox
        items={items}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={closeAt}
      />
    </div>
  );
}
