import type { AdminGalleryInput, AdminGalleryItem } from '@atelier/shared/schemas/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { CACHE_TIERS } from '@/lib/query-client';

// /api/admin/gallery: list, one item, writes, inline toggles and reorder.
export const galleryKeys = adminKeys.area('gallery');

export interface GalleryList {
  items: AdminGalleryItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const galleryListQuery = (qs: string) =>
  queryOptions({
    queryKey: [...galleryKeys, 'list', qs],
    queryFn: () => adminApi.get<GalleryList>(`/api/admin/gallery${qs}`),
    placeholderData: keepPreviousData,
    ...CACHE_TIERS.realTime,
  });

const path = (id: string) => `/api/admin/gallery/${encodeURIComponent(id)}`;

export const galleryItemQuery = (id: string) =>
  queryOptions({
    queryKey: [...galleryKeys, 'item', id],
    queryFn: () => adminApi.get<AdminGalleryItem>(path(id)),
    ...CACHE_TIERS.realTime,
  });

export type GalleryPatch = { isActive?: boolean; isHero?: boolean; updatedAt: string };

export const createGalleryItem = (body: AdminGalleryInput) =>
  adminApi.send<AdminGalleryItem>('POST', '/api/admin/gallery', body);
export const updateGalleryItem = (id: string, body: AdminGalleryInput & { updatedAt: string }) =>
  adminApi.send<AdminGalleryItem>('PUT', path(id), body);
export const patchGalleryItem = (id: string, body: GalleryPatch) =>
  adminApi.send<AdminGalleryItem>('PATCH', path(id), body);
export const deleteGalleryItem = (row: AdminGalleryItem) =>
  adminApi.send<void>('DELETE', `${path(row.id)}?updatedAt=${encodeURIComponent(row.updatedAt)}`);
export const reorderGallery = (ids: string[]) =>
  adminApi.send<unknown>('POST', '/api/admin/gallery/reorder', { ids });
