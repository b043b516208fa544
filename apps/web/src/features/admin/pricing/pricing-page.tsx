import { AdminIntro } from '@/features/admin/shell/admin-intro';

export function AdminPricingPage() {
  return (
    <AdminIntro title="Pricing">Plans, canvas sizes, download prices and shipping.</AdminIntro>
  );
}
