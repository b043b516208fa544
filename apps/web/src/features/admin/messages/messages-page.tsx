import { AdminIntro } from '../shell/admin-intro';

/** /admin/messages (issue 15, messages helper replaces this stub). */
export function AdminMessagesPage() {
  return <AdminIntro title="Messages">What shoppers sent through the contact form.</AdminIntro>;
}
