import type { CreateOrderBody } from '@atelier/shared/schemas/generation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/orders {visionBoardId, productId, customerInfo} (placeholder customer, SPEC §3). */
export const createOrder = (body: CreateOrderBody) =>
  apiRequest<unknown>('POST', '/api/orders', body);
