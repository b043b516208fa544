import type { CanvasWrap } from '@atelier/shared/schemas/prints';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

interface MockupParams {
  artworkId: string;
  canvasSizeId: string;
  wrap: CanvasWrap;
}

export const mockupKey = ({ artworkId, canvasSizeId, wrap }: MockupParams) =>
  ['/api/artworks', artworkId, 'mockup', { canvasSizeId, wrap }] as const;

/**
 * The mockup needs the bearer token, which an <img src> cannot send: it is read with the api
 * client as a blob (cached per size and wrap) that the page shows through an object URL.
 */
export async function getMockup({ artworkId, canvasSizeId, wrap }: MockupParams) {
  const query = new URLSearchParams({ canvasSizeId, wrap });
  const response = await apiFetch(
    `/api/artworks/${encodeURIComponent(artworkId)}/mockup?${query.toString()}`,
  );
  return response.blob();
}

export const mockupQueryOptions = (params: MockupParams) =>
  queryOptions({
    queryKey: mockupKey(params),
    queryFn: () => getMockup(params),
    // The picture of one size and wrap never changes: kept while the shopper compares.
    staleTime: Infinity,
  });
