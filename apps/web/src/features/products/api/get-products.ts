import type { Product } from '@atelier/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/products';

export const getProducts = () => publicRequest<Product[]>('GET', PATH);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: [PATH], queryFn: getProducts, ...cacheTierFor(PATH) });

export const useProducts = () => useQuery(productsQueryOptions());
