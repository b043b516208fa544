import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { CanvasOrderFlow } from '@/features/prints/components/canvas-order-flow';

/** /artwork/:visionBoardId/:artworkId/canvas: size and wrap → address → review → Pay. */
export function CanvasOrderPage() {
  const { visionBoardId = '', artworkId = '' } = useParams();
  return (
    <RequireAuth purpose="your canvas order">
      <PageIntro title="Order canvas print" eyebrow="Canvas print">
        Choose a size and edge, tell us where to ship it, and review before you pay.
      </PageIntro>
      <CanvasOrderFlow visionBoardId={visionBoardId} artworkId={artworkId} />
    </RequireAuth>
  );
}
