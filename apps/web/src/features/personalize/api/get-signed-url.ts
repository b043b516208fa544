import { apiRequest } from '@/lib/api-client';

/** GET /api/image/signed-url?key= → {url}: a fresh address for a stored image. */
export const getSignedUrl = (key: string) =>
  apiRequest<{ url: string }>('GET', `/api/image/signed-url?key=${encodeURIComponent(key)}`);
