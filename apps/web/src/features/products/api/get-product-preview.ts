import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

// An admin's preview of any product, whatever its status (/products/{slug}?preview=1). The
// admin API addresses products by id, so the slug is looked up in the admin list first.
// Plain fetchers: the admin feature's code stays out of the storefront's chunks.

export type PreviewStatus = 'draft' | 'active' | 'archived';

export interface ProductPreview {
  id: string;
  status: PreviewStatus;
  product: ProductDetail;
}

type ListMatch = { id: string; slug: string; status: PreviewStatus };

export async function getProductPreview(slug: string): Promise<ProductPreview> {
  const list = await apiRequest<{ items: ListMatch[] }>(
    'GET',
    `/api/admin/products?q=${encodeURIComponent(slug)}&pageSize=100`,
  );
  const match = list.items.find((item) => item.slug === slug);
  if (!match) {
    const body = { error: { code: 'NOT_FOUND', message: 'Product not found' } };
    throw new ApiError(404, JSON.stringify(body), body);
  }
  const product = await apiRequest<ProductDetail>(
    'GET',
    `/api/admin/products/${encodeURIComponent(match.id)}/preview`,
  );
  return { id: match.id, status: match.status, product };
}

/** Admin answers are real-time (SPEC.md §9): the preview shows the last save. */
export const productPreviewQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/admin/products', 'preview', slug],
    queryFn: () => getProductPreview(slug),
  });
