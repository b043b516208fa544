import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FormPageState } from '@/features/admin/components/form-page-state';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { blueprintDetailQuery } from './api/blueprints';
import { BackToBlueprints } from './components/back-link';
import { BlueprintEditor } from './components/blueprint-editor';

/** /admin/blueprints/{blueprintId}: the draft editor, its preview, the versions and their diff. */
export function AdminBlueprintEditorPage() {
  const { blueprintId = '' } = useParams();
  const detail = useQuery(blueprintDetailQuery(blueprintId));
  if (!detail.data) {
    return (
      <>
        <AdminIntro title="Blueprint">
          <BackToBlueprints />
        </AdminIntro>
        <FormPageState error={detail.error} backTo="/admin/blueprints" what="blueprint" />
      </>
    );
  }
  return <BlueprintEditor detail={detail.data} />;
}
