import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminGalleryPage() {
  return (
    <AdminIntro title="Gallery">
      Artwork shown in the public gallery and on product pages.
    </AdminIntro>
  );
}
