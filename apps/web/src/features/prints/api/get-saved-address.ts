import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/canvas-orders/address';

/** The address of the shopper's last canvas order (prefills the form), or null. */
export const getSavedAddress = () => apiRequest<ShippingAddress | null>('GET', PATH);

export const savedAddressQueryOptions = () =>
  queryOptions({ queryKey: [PATH], queryFn: getSavedAddress });

export const useSavedAddress = () => useQuery(savedAddressQueryOptions());
