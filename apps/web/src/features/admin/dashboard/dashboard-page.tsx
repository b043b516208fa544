import { AdminIntro } from '../shell/admin-intro';

/** /admin: the shop's figures (issue 15, dashboard helper replaces this stub). */
export function AdminDashboardPage() {
  return <AdminIntro title="Dashboard">Orders, generations and sign-ups at a glance.</AdminIntro>;
}
