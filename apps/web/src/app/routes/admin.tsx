import { NavLink, Outlet, useParams } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { cn } from '@/lib/utils';

// The admin area (DESIGN.md §3 "Admin"): its own lazy chunks, never in the shopper's first load.
export { AdminProductsPage } from '@/features/admin/lists/products-page';
export { AdminGalleryPage } from '@/features/admin/lists/gallery-page';
export { AdminGalleryFormPage } from '@/features/admin/lists/gallery-form-page';
export { AdminTestimonialsPage } from '@/features/admin/lists/testimonials-page';
export { AdminTestimonialFormPage } from '@/features/admin/lists/testimonial-form-page';
export { AdminCategoriesPage } from '@/features/admin/lists/categories-page';
export { AdminProductFormPage } from '@/features/admin/product-editor/product-form-page';
export { AdminPricingPage } from '@/features/admin/pricing/pricing-page';
export { AdminSettingsPage } from '@/features/admin/settings/settings-page';

const AREAS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/gallery', label: 'Gallery' },
  { to: '/admin/pricing', label: 'Pricing' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/blueprints', label: 'Blueprints' },
  { to: '/admin/saved-variants', label: 'Saved Variants' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/settings', label: 'Site Content' },
];

/** Admin shell: role admin only, with a section nav beside every admin page. */
export function AdminLayout() {
  return (
    <RequireAuth admin purpose="the admin area">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[200px_1fr]">
        <nav aria-label="Admin" className="md:sticky md:top-24 md:self-start">
          <ul className="flex gap-1 overflow-x-auto md:grid">
            {AREAS.map((area) => (
              <li key={area.to}>
                <NavLink
                  to={area.to}
                  end={area.end}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-lg px-3 text-sm whitespace-nowrap hover:bg-cream md:min-h-9',
                      isActive && 'bg-navy text-ivory hover:bg-navy',
                    )
                  }
                >
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 rounded-2xl border border-parchment bg-white">
          <Outlet />
        </div>
      </div>
    </RequireAuth>
  );
}

export const AdminDashboardPage = () => (
  <AdminIntro title="Dashboard">Orders, generations and sign-ups at a glance.</AdminIntro>
);
export const AdminUsersPage = () => (
  <AdminIntro title="Users">Shoppers and administrators, their plans and allowances.</AdminIntro>
);
export const AdminBlueprintsPage = () => (
  <AdminIntro title="Blueprints">
    Prompt templates that turn a vision board into artwork.
  </AdminIntro>
);
export const AdminBlueprintPage = () => {
  const { blueprintId = '' } = useParams();
  return (
    <AdminIntro title="Blueprint">{`Versions and test runs of blueprint ${blueprintId}.`}</AdminIntro>
  );
};
export const AdminSavedVariantsPage = () => (
  <AdminIntro title="Saved Variants">
    Test runs kept for reuse in the gallery or a product hero.
  </AdminIntro>
);
