import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { ConfirmProvider } from '@/features/admin/components/confirm-dialog';
import { cn } from '@/lib/utils';

// The admin area (DESIGN.md §3 "Admin"): its own lazy chunks, never in the shopper's first load.
export { AdminProductsPage } from '@/features/admin/lists/products-page';
export { AdminGalleryPage } from '@/features/admin/lists/gallery-page';
export { AdminGalleryFormPage } from '@/features/admin/lists/gallery-form-page';
export { AdminTestimonialsPage } from '@/features/admin/lists/testimonials-page';
export { AdminTestimonialFormPage } from '@/features/admin/lists/testimonial-form-page';
export { AdminReviewsPage } from '@/features/admin/reviews/reviews-page';
export { AdminCategoriesPage } from '@/features/admin/lists/categories-page';
export { AdminProductFormPage } from './admin-product-form';
export { AdminPricingPage } from '@/features/admin/pricing/pricing-page';
export { AdminSettingsPage } from '@/features/admin/settings/settings-page';
export { AdminOrdersPage, AdminOrderPage } from '@/features/admin/orders/orders-pages';
export { AdminDashboardPage } from '@/features/admin/dashboard/dashboard-page';
export { AdminUsersPage, AdminUserPage } from '@/features/admin/users/users-pages';
export { AdminGenerationsPage } from '@/features/admin/generations/generations-page';
export { AdminMessagesPage } from '@/features/admin/messages/messages-page';
export { AdminOutboxPage } from '@/features/admin/outbox/outbox-page';
export { AdminAuditPage } from '@/features/admin/audit/audit-page';
export { AdminBlueprintsPage } from '@/features/admin/blueprints/blueprints-page';
export { AdminSavedVariantsPage } from '@/features/admin/saved-variants/saved-variants-page';
export { AdminBlueprintEditorPage as AdminBlueprintPage } from '@/features/admin/blueprints/blueprint-editor-page';

const AREAS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/generations', label: 'Generations' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/gallery', label: 'Gallery' },
  { to: '/admin/pricing', label: 'Pricing' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/blueprints', label: 'Blueprints' },
  { to: '/admin/saved-variants', label: 'Saved Variants' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/settings', label: 'Site Content' },
  { to: '/admin/audit', label: 'Audit log' },
];

/**
 * Admin shell: role admin only, with a section nav beside every admin page (a row that scrolls
 * sideways on phones), a skip link past it, and the confirm dialog every admin screen uses.
 */
export function AdminLayout() {
  return (
    <RequireAuth admin purpose="the admin area">
      <ConfirmProvider>
        <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 md:grid-cols-[200px_minmax(0,1fr)] md:gap-6 md:py-8">
          <a
            href="#admin-content"
            className="sr-only rounded-lg bg-navy px-4 py-3 font-semibold text-ivory focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
          >
            Skip to admin page
          </a>
          <AdminNav />
          <div
            id="admin-content"
            tabIndex={-1}
            role="region"
            aria-label="Admin page"
            className="min-w-0 overflow-x-clip rounded-2xl border border-parchment bg-white outline-none"
          >
            <Outlet />
          </div>
        </div>
      </ConfirmProvider>
    </RequireAuth>
  );
}

/** The section nav: a column from md up, a row that scrolls sideways on phones. */
function AdminNav() {
  const navList = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On phones keep the current section in view in the row.
  useEffect(() => {
    const list = navList.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav aria-label="Admin" className="min-w-0 md:sticky md:top-24 md:self-start">
      <ul
        ref={navList}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:overflow-visible md:px-0 md:pb-0"
      >
        {AREAS.map((area) => (
          <li key={area.to}>
            <NavLink
              to={area.to}
              end={area.end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center rounded-lg px-3 text-sm whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold md:min-h-9',
                  isActive ? 'bg-navy text-ivory' : 'hover:bg-cream',
                )
              }
            >
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
