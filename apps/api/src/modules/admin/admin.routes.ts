import type { FastifyInstance } from 'fastify';
import { auditAdminWrites } from './audit/audit-writes';
import { adminAuditRoutes } from './audit/admin-audit.routes';
import { adminBlueprintsRoutes } from './blueprints/admin-blueprints.routes';
import { adminCategoriesRoutes } from './categories/admin-categories.routes';
import { adminDashboardRoutes } from './dashboard/admin-dashboard.routes';
import { adminGenerationsRoutes } from './generations/admin-generations.routes';
import { adminMessagesRoutes } from './messages/admin-messages.routes';
import { adminUsersRoutes } from './users/admin-users.routes';
import { adminGalleryRoutes } from './gallery/admin-gallery.routes';
import { adminImagesRoutes } from './images/admin-images.routes';
import { adminOrdersRoutes } from './orders/admin-orders.routes';
import { adminOutboxRoutes } from './outbox/admin-outbox.routes';
import { adminPricingRoutes } from './pricing/admin-pricing.routes';
import { adminProductsRoutes } from './products/admin-products.routes';
import { adminSettingsRoutes } from './settings/admin-settings.routes';
import { adminReviewsRoutes } from './reviews/admin-reviews.routes';
import { adminTestimonialsRoutes } from './testimonials/admin-testimonials.routes';
import { adminSamplePhotosRoutes } from './variants/sample-photos.routes';
import { adminSavedVariantsRoutes } from './variants/saved-variants.routes';
import { adminVariantRunsRoutes } from './variants/variant-runs.routes';

/**
 * Every /api/admin route (DESIGN.md §3 "Admin"). Not wrapped in fastify-plugin: the guard
 * below applies to this context and everything registered in it, so a route added to any of
 * these plugins cannot forget it. It runs on request, before the body is read or validated:
 * a visitor gets 401 and a shopper 403 whatever they send (admin.guard.test.ts walks the
 * route table to prove it).
 */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  // Every write below runs in one transaction with its audit entry (audit/audit-writes.ts).
  auditAdminWrites(app);
  await app.register(adminProductsRoutes);
  await app.register(adminBlueprintsRoutes);
  await app.register(adminSavedVariantsRoutes);
  await app.register(adminVariantRunsRoutes);
  await app.register(adminSamplePhotosRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(adminGalleryRoutes);
  await app.register(adminTestimonialsRoutes);
  await app.register(adminReviewsRoutes);
  await app.register(adminPricingRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminImagesRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminGenerationsRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminAuditRoutes);
}
