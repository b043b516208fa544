import type { Pricing } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

// The server's prices for the page's 'What it costs'; the same key as the pricing page's read.
const PATH = '/api/pricing';

export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: [PATH],
    queryFn: () => publicRequest<Pricing>('GET', PATH),
    ...cacheTierFor(PATH),
  });

export const usePricing = () => useQuery(pricingQueryOptions());
