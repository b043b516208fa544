import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminSettingsPage() {
  return (
    <AdminIntro title="Site Content">
      Social proof, the live counter, content pages, the FAQ and the shop’s e-mail.
    </AdminIntro>
  );
}
