import type { Pricing } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

// The server's prices, read by the pricing page, the product cards and the product page alike
// (one query key, one request).
const PATH = '/api/pricing';

export const getPricing = () => publicRequest<Pricing>('GET', PATH);

export const pricingQueryOptions = () =>
  queryOptions({ queryKey: [PATH], queryFn: getPricing, ...cacheTierFor(PATH) });

export const usePricing = () => useQuery(pricingQueryOptions());
