import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminTestimonialsPage() {
  return (
    <AdminIntro title="Testimonials">
      What customers say, and which stories are featured.
    </AdminIntro>
  );
}
