import {
  adminGalleryInputSchema,
  adminGalleryItemSchema,
  adminGalleryListQuerySchema,
  adminGalleryListSchema,
  adminGalleryPatchSchema,
  adminGalleryUpdateSchema,
} from '@atelier/shared/schemas/admin-content';
import { sortableAreaRoutes } from '../area-routes';
import { createAdminGalleryRepository } from './admin-gallery.repository';

/** /api/admin/gallery (registered inside adminRoutes, which checks role admin). */
export const adminGalleryRoutes = sortableAreaRoutes({
  path: '/api/admin/gallery',
  what: 'gallery item',
  schemas: {
    listQuery: adminGalleryListQuerySchema,
    list: adminGalleryListSchema,
    item: adminGalleryItemSchema,
    input: adminGalleryInputSchema,
    update: adminGalleryUpdateSchema,
    patch: adminGalleryPatchSchema,
  },
  listSummary: 'Gallery items: search (title), filters, sort and pages',
  summaries: {
    create: 'Add a gallery item (at the end of the gallery)',
    patch: 'Switch isActive and/or isHero (the list’s toggles; with the version)',
  },
  repository: createAdminGalleryRepository,
});
