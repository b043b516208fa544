import { useParams } from 'react-router';
import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminTestimonialFormPage() {
  const { id } = useParams();
  return (
    <AdminIntro title={id ? 'Edit Testimonial' : 'New Testimonial'}>A customer story.</AdminIntro>
  );
}
