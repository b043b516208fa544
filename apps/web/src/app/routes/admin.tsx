import { NavLink, Outlet, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { cn } from '@/lib/utils';

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

function AdminIntro({ title, children }: { title: string; children: string }) {
  return (
    <PageIntro title={title} documentTitle={`Admin · ${title}`} variant="panel">
      {children}
    </PageIntro>
  );
}

export const AdminDashboardPage = () => (
  <AdminIntro title="Dashboard">Orders, generations and sign-ups at a glance.</AdminIntro>
);
export const AdminUsersPage = () => (
  <AdminIntro title="Users">Shoppers and administrators, their plans and allowances.</AdminIntro>
);
export const AdminProductsPage = () => (
  <AdminIntro title="Products">
    The catalogue: products, their hero content and form fields.
  </AdminIntro>
);
export const AdminProductFormPage = () => {
  const { id } = useParams();
  return (
    <AdminIntro title={id ? 'Edit Product' : 'New Product'}>
      {id ? 'Change this product’s content, fields and images.' : 'Add a product to the catalogue.'}
    </AdminIntro>
  );
};
export const AdminGalleryPage = () => (
  <AdminIntro title="Gallery">Artwork shown in the public gallery and on product pages.</AdminIntro>
);
export const AdminGalleryFormPage = () => {
  const { id } = useParams();
  return (
    <AdminIntro title={id ? 'Edit Gallery Item' : 'New Gallery Item'}>
      {id ? 'Change this gallery item.' : 'Add an artwork to the gallery.'}
    </AdminIntro>
  );
};
export const AdminPricingPage = () => (
  <AdminIntro title="Pricing">Plans, canvas sizes and download prices.</AdminIntro>
);
export const AdminTestimonialsPage = () => (
  <AdminIntro title="Testimonials">What customers say, and which stories are featured.</AdminIntro>
);
export const AdminTestimonialFormPage = () => {
  const { id } = useParams();
  return (
    <AdminIntro title={id ? 'Edit Testimonial' : 'New Testimonial'}>
      {id ? 'Change this testimonial.' : 'Add a customer story.'}
    </AdminIntro>
  );
};
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
export const AdminCategoriesPage = () => (
  <AdminIntro title="Categories">Groups for products and gallery items.</AdminIntro>
);
