import type { PrintOrderStatus } from '@atelier/shared/schemas/prints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PngPurchaseStart {
  id: string;
  status: PrintOrderStatus;
  /** The checkout to pay; null when this artwork is already bought. */
  url: string | null;
}

/** POST /api/png-purchases: buying an artwork already bought answers the existing purchase. */
export const createPngPurchase = (artworkId: string) =>
  apiRequest<PngPurchaseStart>('POST', '/api/png-purchases', { artworkId });

export const useCreatePngPurchase = () => useMutation({ mutationFn: createPngPurchase });
