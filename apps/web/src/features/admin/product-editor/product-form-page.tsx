import { useParams } from 'react-router';
import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminProductFormPage() {
  const { id } = useParams();
  return (
    <AdminIntro title={id ? 'Edit Product' : 'New Product'}>
      A product, its content and its form.
    </AdminIntro>
  );
}
