import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** /artwork/:visionBoardId/:artworkId/canvas: size and wrap → address → review → Pay. */
export function CanvasOrderPage() {
  const { artworkId = '' } = useParams();
  return (
    <RequireAuth purpose="your canvas order">
      <PageIntro title="Order canvas print" eyebrow="Canvas print">
        Choose a size and edge, tell us where to ship it, and review before you pay.
      </PageIntro>
      {/* Contract stub: the stepped order flow (filled in by web-shopper). */}
      <p className="sr-only">{artworkId}</p>
    </RequireAuth>
  );
}
