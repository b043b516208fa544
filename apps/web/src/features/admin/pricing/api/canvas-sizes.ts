import type { AdminCanvasSize, AdminCanvasSizeInput } from '@atelier/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/features/admin/api/admin-api';
import { invalidatePricing } from './get-admin-pricing';

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
  const queryClient = useQueryClient();
  return useMutation({
    retry: false, // an admin write is never re-sent: a 409 stays a 409, a POST could land twice
    mutationFn: saveCanvasSize,
    // Also after a failure: an inline toggle that met a newer version then shows that one.
    onSettled: () => invalidatePricing(queryClient),
  });
}

export function useDeleteCanvasSize() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false, // an admin write is never re-sent: a 409 stays a 409, a POST could land twice
    mutationFn: deleteCanvasSize,
    // Also after a failure: a 409 or 404 means the table is out of date.
    onSettled: () => invalidatePricing(queryClient),
  });
}
