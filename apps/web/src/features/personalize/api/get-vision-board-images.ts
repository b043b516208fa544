import type { UploadedImage } from '@atelier/shared/schemas/generation';
import { apiRequest } from '@/lib/api-client';

export type BoardImage = Pick<UploadedImage, 'filename' | 'url'> & Partial<UploadedImage>;

/** GET /api/vision-boards/{id}/images → [{filename, key, url}]. */
export const getVisionBoardImages = (id: string) =>
  apiRequest<BoardImage[]>('GET', `/api/vision-boards/${encodeURIComponent(id)}/images`);
