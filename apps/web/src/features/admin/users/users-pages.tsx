import { useParams } from 'react-router';
import { AdminIntro } from '../shell/admin-intro';

/** /admin/users (issue 15, users helper replaces this stub). */
export function AdminUsersPage() {
  return (
    <AdminIntro title="Users">Shoppers and administrators, their plans and allowances.</AdminIntro>
  );
}

/** /admin/users/:id (issue 15, users helper replaces this stub). */
export function AdminUserPage() {
  const { id = '' } = useParams();
  return <AdminIntro title="User">{`The account ${id}.`}</AdminIntro>;
}
