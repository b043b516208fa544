import type { GalleryItem } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/gallery';

/** Every gallery item, hero pieces included; the page filters them in the browser. */
export const getGallery = () => publicRequest<GalleryItem[]>('GET', `${PATH}?includeHero=true`);

export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: [PATH, { includeHero: true }],
    queryFn: getGallery,
    ...cacheTierFor(PATH),
  });

export const useGallery = () => useQuery(galleryQueryOptions());
