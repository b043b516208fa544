import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import type { ReactNode } from 'react';

/**
 * The confirm dialog's words for a live move: from → to, what it changes, and the regression
 * set's latest result for the version (RegressionSummaryText; without it, that none ran yet).
 */
export function LiveMoveText({
  detail,
  to,
  regression,
}: {
  detail: BlueprintDetail;
  to: number;
  /** The regression set's latest result for the version. */
  regression?: ReactNode;
}) {
  const from = detail.live.version;
  return (
    <div className="grid gap-2">
      <p>
        The live version of {detail.product.title} moves from <strong>v{from}</strong> to{' '}
        <strong>v{to}</strong>: every new artwork uses v{to}. Artworks made already keep the version
        that made them.
      </p>
      <p>
        <span className="font-semibold text-navy">Regression set: </span>
        {regression ?? `No regression run for v${to} yet.`}
      </p>
    </div>
  );
}
