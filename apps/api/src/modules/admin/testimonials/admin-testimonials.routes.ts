import {
  adminTestimonialInputSchema,
  adminTestimonialListQuerySchema,
  adminTestimonialListSchema,
  adminTestimonialPatchSchema,
  adminTestimonialSchema,
  adminTestimonialUpdateSchema,
} from '@atelier/shared/schemas/admin-content';
import { sortableAreaRoutes } from '../area-routes';
import { createAdminTestimonialsRepository } from './admin-testimonials.repository';

/** /api/admin/testimonials (registered inside adminRoutes, which checks role admin). */
export const adminTestimonialsRoutes = sortableAreaRoutes({
  path: '/api/admin/testimonials',
  what: 'testimonial',
  schemas: {
    listQuery: adminTestimonialListQuerySchema,
    list: adminTestimonialListSchema,
    item: adminTestimonialSchema,
    input: adminTestimonialInputSchema,
    update: adminTestimonialUpdateSchema,
    patch: adminTestimonialPatchSchema,
  },
  listSummary:
    'Testimonials: search (name, quote, location), filters, sort, pages and the landing counts',
  summaries: {
    create: 'Add a testimonial (at the end of the list)',
    patch: 'Switch isActive and/or featured (the list’s toggles; with the version)',
  },
  repository: createAdminTestimonialsRepository,
});
