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

export const deleteCanvasSize = (id: string) =>
  adminApi.send<void>('DELETE', `${PATH}/${encodeURIComponent(id)}`);

export function useSaveCanvasSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCanvasSize,
    onSuccess: () => invalidatePricing(queryClient),
  });
}

export function useDeleteCanvasSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCanvasSize,
    onSuccess: () => invalidatePricing(queryClient),
  });
}
