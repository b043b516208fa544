import type { ContentPage, ContentPageSlug } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/pages';

export const getContentPage = (slug: ContentPageSlug) =>
  publicRequest<ContentPage>('GET', `${PATH}/${slug}`);

// Shop copy changes rarely: the static tier (30 min fresh), like the other site settings.
export const contentPageQueryOptions = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: [PATH, slug],
    queryFn: () => getContentPage(slug),
    ...cacheTierFor('/api/canvas/sizes'),
  });

export const useContentPage = (slug: ContentPageSlug) => useQuery(contentPageQueryOptions(slug));
