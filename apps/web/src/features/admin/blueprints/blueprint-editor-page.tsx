import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FormPageState } from '@/features/admin/components/form-page-state';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { blueprintDetailQuery } from './api/blueprints';
import { BackToBlueprints } from './components/back-link';
import { BlueprintEditor } from './components/blueprint-editor';
import { TrafficSplit } from './components/traffic-split';
import { VersionFiguresSection } from './components/version-figures';

/**
 * /admin/blueprints/{blueprintId}: the draft editor, its preview, the versions and their diff;
 * which version sells and the traffic split.
 */
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
  return (
    <>
      <BlueprintEditor detail={detail.data} />
      <div className="grid grid-cols-1 gap-6 px-4 pb-8 sm:px-6">
        <VersionFiguresSection detail={detail.data} />
        <TrafficSplit detail={detail.data} />
      </div>
    </>
  );
}
