import { AdminIntro } from '../shell/admin-intro';

/** /admin/audit (issue 15, audit helper replaces this stub). */
export function AdminAuditPage() {
  return <AdminIntro title="Audit log">Who changed what, and when.</AdminIntro>;
}
