import { uploadResponseSchema, type UploadResponse } from '@atelier/shared/schemas/generation';
import { ApiError, apiFetch, errorMessage } from '@/lib/api-client';
import { UPLOAD_MESSAGES } from './upload-messages';

/**
 * POST /api/upload/image (SPEC.md §7): multipart `folder`, `prefix`, then `image` — the
 * fields go first so a streaming server has them before the file. Sends the bearer token
 * when signed in and always the cookies (guests upload under a guest cookie).
 */
export async function uploadImage(
  file: File,
  { folder, prefix }: { folder: string; prefix: string },
): Promise<UploadResponse> {
  const body = new FormData();
  body.append('folder', folder);
  body.append('prefix', prefix);
  body.append('image', file, file.name);
  let response: Response;
  try {
    response = await apiFetch('/api/upload/image', { method: 'POST', body });
  } catch (error) {
    throw new Error(UPLOAD_MESSAGES.uploadFailed(statusText(error)));
  }
  const parsed = uploadResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(UPLOAD_MESSAGES.uploadFailed('Invalid server response'));
  return parsed.data;
}

/**
 * What 'Upload failed: …' names: the API's `{error:{message}}`, else a short plain-text body
 * or the status text the answer carried, else the status code (never an HTML error page).
 */
function statusText(error: unknown): string {
  if (error instanceof ApiError) {
    const fromApi = errorMessage(error, '');
    if (fromApi) return fromApi;
    // ApiError's message is 'status: body', or 'status: statusText' when the body was empty.
    const text = error.message.replace(/^\d{3}:\s*/, '').trim();
    return text && text.length <= 120 && !text.includes('<') ? text : String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}
