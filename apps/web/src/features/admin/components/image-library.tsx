import type { AdminImage } from '@atelier/shared/schemas/admin-content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { adminApi, adminKeys } from '../api/admin-api';
import { mediaUrl } from '../lib/media-url';
import { AdminLoadError } from './admin-load-state';
import { ListToolbar } from './list-toolbar';

// The image picker's "Shop images" tab: a searchable, paged grid of static assets.

export const IMAGES_PATH = '/api/admin/images';
export const IMAGE_PAGE_SIZE = 24;

type ImagePage = { items: AdminImage[]; total: number; page: number; pageSize: number };

export const adminImagesKey = (q: string, page: number) =>
  [...adminKeys.area('images'), { q, page }] as const;

/** The last part of a key or URL: what an image is called when nothing better is known. */
export function baseName(ref: string): string {
  return ref.split(/[?#]/)[0]?.split('/').pop() || ref;
}

export function ImageLibrary({
  value,
  onChoose,
}: {
  value: string | null;
  onChoose: (key: string) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: adminImagesKey(q, page),
    queryFn: () => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(IMAGE_PAGE_SIZE) });
      if (q.trim()) search.set('q', q.trim());
      return adminApi.get<ImagePage>(`${IMAGES_PATH}?${search.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / IMAGE_PAGE_SIZE));
  const items = query.data?.items ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = <p className="py-8 text-center text-sm text-muted">Loading images…</p>;
  } else if (query.isError) {
    body = (
      <AdminLoadError
        error={query.error}
        fallback="Could not load the shop’s images."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <p className="py-8 text-center text-sm text-muted">
        {q.trim() ? `No images match “${q.trim()}”.` : 'No images yet. Upload the first one.'}
      </p>
    );
  } else {
    body = (
      <ul
        className={cn(
          'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4',
          query.isPlaceholderData && 'opacity-60',
        )}
        aria-busy={query.isFetching || undefined}
      >
        {items.map((image) => {
          const name = image.filename ?? baseName(image.key);
          const chosen = image.key === value;
          return (
            <li key={image.key}>
              <button
                type="button"
                onClick={() => onChoose(image.key)}
                aria-pressed={chosen}
                className={cn(
                  'grid w-full gap-1 rounded-lg border-2 bg-white p-1 text-left hover:border-gold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold',
                  chosen ? 'border-navy' : 'border-transparent',
                )}
              >
                <img
                  src={image.url || mediaUrl(image.key) || ''}
                  alt={name}
                  loading="lazy"
                  className="aspect-square w-full rounded-md bg-cream object-cover"
                />
                <span className="truncate px-1 text-xs text-navy">{name}</span>
                <span className="px-1 text-xs text-muted">
                  {image.width} × {image.height}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="grid gap-3">
      <ListToolbar
        search={{
          value: q,
          onChange: (next) => {
            setQ(next);
            setPage(1);
          },
          label: 'Search images',
        }}
      />
      {body}
      {pageCount > 1 ? (
        <nav aria-label="Image pages" className="flex items-center justify-center gap-2 text-sm">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setPage((p) => p - 1)}
            disabled={page <= 1}
          >
            Previous
          </Button>
          <span className="text-navy">
            Page {page} of {pageCount}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setPage((p) => p + 1)}
            disabled={page >= pageCount}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
