import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// An admin's preview of any product, whatever its status (/products/{slug}?preview=1).
// GET /api/admin/products/:id/preview takes the slug as well as the id. Its answer is the
// storefront's view, which has no status, so the banner's status comes from the product itself.
// Plain fetchers: the admin feature's code stays out of the storefront's chunks.

export type PreviewStatus = 'draft' | 'active' | 'archived';

export interface ProductPreview {
  id: string;
  status: PreviewStatus;
  product: ProductDetail;
}

export async function getProductPreview(slug: string): Promise<ProductPreview> {
  const product = await apiRequest<ProductDetail>(
    'GET',
    `/api/admin/products/${encodeURIComponent(slug)}/preview`,
  );
  const { status } = await apiRequest<{ status: PreviewStatus }>(
    'GET',
    `/api/admin/products/${encodeURIComponent(product.id)}`,
  );
  return { id: product.id, status, product };
}

/** Admin answers are real-time (SPEC.md §9): the preview shows the last save. */
export const productPreviewQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/admin/products', 'preview', slug],
    queryFn: () => getProductPreview(slug),
  });
