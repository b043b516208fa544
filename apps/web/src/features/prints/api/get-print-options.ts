import type { PrintOptions } from '@atelier/shared/schemas/print-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const printOptionsKey = (artworkId: string) =>
  ['/api/artworks', artworkId, 'print-options'] as const;

/** Every active canvas size with its quality badge for this artwork (owner only). */
export const getPrintOptions = (artworkId: string) =>
  apiRequest<PrintOptions>('GET', `/api/artworks/${encodeURIComponent(artworkId)}/print-options`);

export const printOptionsQueryOptions = (artworkId: string) =>
  queryOptions({ queryKey: printOptionsKey(artworkId), queryFn: () => getPrintOptions(artworkId) });

export const usePrintOptions = (artworkId: string) => useQuery(printOptionsQueryOptions(artworkId));
