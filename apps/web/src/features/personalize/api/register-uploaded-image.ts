import type { CreateUploadedImageBody } from '@atelier/shared/schemas/generation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/uploaded-images {visionBoardId, filename '{fieldName}_{index}.jpg', url}. */
export const registerUploadedImage = (body: CreateUploadedImageBody) =>
  apiRequest<unknown>('POST', '/api/uploaded-images', body);
