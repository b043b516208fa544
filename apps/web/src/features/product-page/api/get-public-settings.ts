import type { PublicSettings } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

// Same key as the landing feature's copy of this file, so both pages share one cached answer.
const PATH = '/api/public/settings';

export const getPublicSettings = () => publicRequest<PublicSettings>('GET', PATH);

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: [PATH], queryFn: getPublicSettings, ...cacheTierFor(PATH) });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
