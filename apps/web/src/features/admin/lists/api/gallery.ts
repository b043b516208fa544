import type { AdminGalleryInput, AdminGalleryItem } from '@atelier/shared/schemas/admin-content';
import { contentListApi } from './content-list-api';

// /api/admin/gallery: list, one item, writes, inline toggles and reorder.
export type GalleryPatch = { isActive?: boolean; isHero?: boolean; updatedAt: string };

export const {
  keys: galleryKeys,
  listQuery: galleryListQuery,
  itemQuery: galleryItemQuery,
  create: createGalleryItem,
  update: updateGalleryItem,
  patch: patchGalleryItem,
  remove: deleteGalleryItem,
  reorder: reorderGallery,
} = contentListApi<AdminGalleryItem, AdminGalleryInput, GalleryPatch>('gallery');
