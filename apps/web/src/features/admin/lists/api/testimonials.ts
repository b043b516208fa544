import type {
  AdminTestimonial,
  AdminTestimonialInput,
  AdminTestimonialList,
} from '@atelier/shared/schemas/admin-content';
import { contentListApi } from './content-list-api';

// /api/admin/testimonials: list (with the landing-page counts), one item, writes, toggles.
export type TestimonialPatch = { isActive?: boolean; featured?: boolean; updatedAt: string };

export const {
  keys: testimonialKeys,
  listQuery: testimonialListQuery,
  itemQuery: testimonialQuery,
  create: createTestimonial,
  update: updateTestimonial,
  patch: patchTestimonial,
  remove: deleteTestimonial,
  reorder: reorderTestimonials,
} = contentListApi<AdminTestimonial, AdminTestimonialInput, TestimonialPatch, AdminTestimonialList>(
  'testimonials',
);
