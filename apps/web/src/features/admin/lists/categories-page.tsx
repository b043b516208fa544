import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminCategoriesPage() {
  return <AdminIntro title="Categories">Groups for products and gallery items.</AdminIntro>;
}
