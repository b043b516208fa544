import { AdminIntro } from '../shell/admin-intro';

/** /admin/generations (issue 15, generations helper replaces this stub). */
export function AdminGenerationsPage() {
  return <AdminIntro title="Generations">Queued, running and failed artworks.</AdminIntro>;
}
