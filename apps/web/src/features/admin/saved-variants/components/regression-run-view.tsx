import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminLoadError, AdminLoading } from '@/features/admin/components/admin-load-state';
import { PrivateImage } from '@/features/admin/components/private-image';
import { regressionRunQuery } from '../api/saved-variants';
import { STATUS_LABELS, variantName } from './variant-facts';

/**
 * A regression run: every re-run beside its original with the perceptual difference (pHash
 * bits of 64), the biggest change first; refreshed until all finished.
 */
export function RegressionRunView({ runId }: { runId: string }) {
  const run = useQuery(regressionRunQuery(runId));
  if (run.isPending)
    return <AdminLoading label="Loading the regression run…" rows={3} rowClassName="h-48" />;
  if (run.isError)
    return (
      <AdminLoadError
        error={run.error}
        fallback="The regression run could not be loaded."
        onRetry={() => void run.refetch()}
      />
    );
  const r = run.data;
  return (
    <section aria-label="Regression run" className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-navy">Regression run on v{r.version.version}</h2>
        <p role="status" className="text-sm text-navy">
          {r.finished} of {r.total} done
          {r.failed > 0 ? `, ${r.failed} failed` : ''}
          {r.maxDistance !== null ? ` · biggest change ${r.maxDistance} / 64` : ''}
        </p>
        <Link to="/admin/saved-variants" className="text-sm font-semibold underline">
          All saved variants
        </Link>
      </div>
      <ol aria-label="Results, biggest change first" className="grid gap-4">
        {r.results.map(({ original, rerun, distance }) => (
          <li
            key={rerun.id}
            aria-label={`${variantName(original)}: ${distance === null ? STATUS_LABELS[rerun.status] : `changed ${distance} of 64`}`}
            className="grid gap-2 rounded-xl border border-parchment p-3"
          >
            <p className="text-sm font-semibold text-navy">
              {distance === null
                ? STATUS_LABELS[rerun.status]
                : `Changed ${distance} / 64${distance === 0 ? ' (looks the same)' : ''}`}
            </p>
            <div className="grid grid-cols-2 gap-3">
              {[
                {
                  v: original,
                  label: `Original (${original.version ? `v${original.version.version}` : 'draft'})`,
                },
                { v: rerun, label: `On v${r.version.version}` },
              ].map(({ v, label }) => (
                <figure key={v.id} className="grid gap-1">
                  <div className="aspect-[4/5] overflow-hidden rounded-lg bg-cream">
                    {v.previewUrl ? (
                      <PrivateImage
                        address={v.previewUrl}
                        alt={`${label}: ${variantName(v)}`}
                        className="size-full"
                      />
                    ) : (
                      <p className="grid size-full place-items-center text-sm text-muted">
                        {v.status === 'failed'
                          ? `Failed: ${v.lastError ?? ''}`
                          : STATUS_LABELS[v.status]}
                      </p>
                    )}
                  </div>
                  <figcaption className="text-sm text-muted">{label}</figcaption>
                </figure>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
