import type { AdminCanvasSize, AdminCanvasSizeInput } from '@atelier/shared/schemas/admin';
import { adminApi } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { PRICING_KEYS } from './get-admin-pricing';

// POST / PUT / DELETE /api/admin/pricing/canvas-sizes(/:id).
const PATH = '/api/admin/pricing/canvas-sizes';

export type CanvasSizeWrite =
  | { id?: undefined; body: AdminCanvasSizeInput }
  | { id: string; body: AdminCanvasSizeInput & { updatedAt: string } };

export const saveCanvasSize = ({ id, body }: CanvasSizeWrite) =>
  id
    ? adminApi.send<AdminCanvasSize>('PUT', `${PATH}/${encodeURIComponent(id)}`, body)
    : adminApi.send<AdminCanvasSize>('POST', PATH, body);

/** DELETE carries the version deleted (?updatedAt=): a row changed meanwhile answers 409. */
export const deleteCanvasSize = ({ id, updatedAt }: { id: string; updatedAt: string }) =>
  adminApi.send<void>(
    'DELETE',
    `${PATH}/${encodeURIComponent(id)}?updatedAt=${encodeURIComponent(updatedAt)}`,
  );

export function useSaveCanvasSize() {
  // Also after a failure: an inline toggle that met a newer version then shows that one.
  return useAdminMutation({ mutationFn: saveCanvasSize, invalidate: PRICING_KEYS });
}

export function useDeleteCanvasSize() {
  // Also after a failure: a 409 or 404 means the table is out of date.
  return useAdminMutation({ mutationFn: deleteCanvasSize, invalidate: PRICING_KEYS });
}
