import type { GalleryItem } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { PRODUCT_GALLERY_CACHE } from '@/lib/query-client';

const PATH = '/api/gallery';

export const getProductGallery = (productId: string) =>
  publicRequest<GalleryItem[]>(
    'GET',
    `${PATH}?productId=${encodeURIComponent(productId)}&includeHero=true`,
  );

/** The product page's gallery strip: SPEC.md §9's own tier, 5 min fresh and 10 min kept. */
export const productGalleryQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [PATH, { productId, includeHero: true }],
    queryFn: () => getProductGallery(productId),
    ...PRODUCT_GALLERY_CACHE,
    // A failed strip is shown as an empty list (SPEC.md §2): no retry storm for a side section.
    retry: false,
  });

export const useProductGallery = (productId: string) =>
  useQuery(productGalleryQueryOptions(productId));
