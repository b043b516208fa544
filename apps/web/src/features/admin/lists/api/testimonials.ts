import type {
  AdminTestimonial,
  AdminTestimonialInput,
  AdminTestimonialList,
} from '@atelier/shared/schemas/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/testimonials: list (with the landing-page counts), one item, writes, toggles.
export const testimonialKeys = adminKeys.area('testimonials');

export const testimonialListQuery = (qs: string) =>
  queryOptions({
    queryKey: [...testimonialKeys, 'list', qs],
    queryFn: () => adminApi.get<AdminTestimonialList>(`/api/admin/testimonials${qs}`),
    placeholderData: keepPreviousData,
    ...CACHE_TIERS.realTime,
  });

const path = (id: string) => `/api/admin/testimonials/${encodeURIComponent(id)}`;

export const testimonialQuery = (id: string) =>
  queryOptions({
    queryKey: [...testimonialKeys, 'item', id],
    queryFn: () => adminApi.get<AdminTestimonial>(path(id)),
    ...CACHE_TIERS.realTime,
  });

export type TestimonialPatch = { isActive?: boolean; featured?: boolean; updatedAt: string };

export const createTestimonial = (body: AdminTestimonialInput) =>
  adminApi.send<AdminTestimonial>('POST', '/api/admin/testimonials', body);
export const updateTestimonial = (
  id: string,
  body: AdminTestimonialInput & { updatedAt: string },
) => adminApi.send<AdminTestimonial>('PUT', path(id), body);
export const patchTestimonial = (id: string, body: TestimonialPatch) =>
  adminApi.send<AdminTestimonial>('PATCH', path(id), body);
export const deleteTestimonial = (row: AdminTestimonial) =>
  adminApi.send<void>('DELETE', `${path(row.id)}?updatedAt=${encodeURIComponent(row.updatedAt)}`);
export const reorderTestimonials = (ids: string[]) =>
  adminApi.send<unknown>('POST', '/api/admin/testimonials/reorder', { ids });
