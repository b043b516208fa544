import type { PublicSettings } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

// The landing, contact and product pages and the server's first paint all read this one key,
// so they share one cached answer.
const PATH = '/api/public/settings';

export const getPublicSettings = () => publicRequest<PublicSettings>('GET', PATH);

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: [PATH], queryFn: getPublicSettings, ...cacheTierFor(PATH) });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
