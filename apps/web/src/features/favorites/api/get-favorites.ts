import type { Artwork } from '@atelier/shared/schemas/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

export const favoritesKey = ['/api/favorites'] as const;

/** The caller's favorited artworks. */
export const getFavorites = () => apiRequest<Artwork[]>('GET', '/api/favorites');

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoritesKey,
    queryFn: getFavorites,
    ...cacheTierFor('/api/favorites'),
  });

export const useFavorites = () => useQuery(favoritesQueryOptions());
