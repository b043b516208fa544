import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vision-boards/{id} (authenticated; another user's board answers 404). */
export const getVisionBoard = (id: string) =>
  apiRequest<Pick<VisionBoard, 'id' | 'items'> & Partial<VisionBoard>>(
    'GET',
    `/api/vision-boards/${encodeURIComponent(id)}`,
  );
