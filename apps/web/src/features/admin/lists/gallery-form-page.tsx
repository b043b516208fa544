import { useParams } from 'react-router';
import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminGalleryFormPage() {
  const { id } = useParams();
  return (
    <AdminIntro title={id ? 'Edit Gallery Item' : 'New Gallery Item'}>A gallery item.</AdminIntro>
  );
}
