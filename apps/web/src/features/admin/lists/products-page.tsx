import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminProductsPage() {
  return (
    <AdminIntro title="Products">
      The catalogue: products, their hero content and form fields.
    </AdminIntro>
  );
}
