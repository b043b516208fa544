import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

export const getProduct = (slug: string) =>
  publicRequest<ProductDetail>('GET', `/api/products/${encodeURIComponent(slug)}`);

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/products', slug],
    queryFn: () => getProduct(slug),
    ...cacheTierFor('/api/products'),
  });
