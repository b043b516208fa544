import type { CreateVisionBoardBody, VisionBoard } from '@atelier/shared/schemas/generation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/vision-boards {items, productId} → the board (its id is what the flow needs). */
export const createVisionBoard = (body: CreateVisionBoardBody) =>
  apiRequest<Pick<VisionBoard, 'id'> & Partial<VisionBoard>>('POST', '/api/vision-boards', body);
