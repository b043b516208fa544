import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import type { BlueprintFigures, VersionFigures } from '@atelier/shared/schemas/admin-variants';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { AdminLoadError } from '@/features/admin/components/admin-load-state';
import { DataTable } from '@/features/admin/components/data-table';
import { Section } from '@/features/admin/components/section';
import { formatDate } from '@/features/admin/lib/format';
import { blueprintFiguresQuery } from '../api/figures';

// "Which version sells" (decision 026): each version's figures from shoppers' artworks, newest
// version first, with the dates it was live. A table on a wide screen, one card per version on
// a phone (the shared DataTable).

/** 0.125 → "12.5%"; nothing to divide by → "—". */
export const percentText = (rate: number | null) =>
  rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`;

/** 15000 → "15.0 s"; none succeeded → "—". */
export const secondsText = (ms: number | null) =>
  ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`;

type Row = VersionFigures & { isLive: boolean; splitPercent: number | null };

/** A figure's column: right-aligned; its header may wrap (nine columns share the width). */
const figure = (id: string, label: string, cell: (r: Row) => string): ColumnDef<Row> => ({
  id,
  header: () => <span className="inline-block whitespace-normal">{label}</span>,
  meta: { label, className: 'text-right tabular-nums', headerClassName: 'text-right' },
  cell: ({ row: { original } }) => cell(original),
});
const rate = (id: string, label: string, pick: (r: Row) => number | null) =>
  figure(id, label, (r) => percentText(pick(r)));

const columns: ColumnDef<Row>[] = [
  {
    id: 'version',
    header: 'Version',
    cell: ({ row: { original: r } }) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-navy">v{r.version}</span>
        {r.isLive ? (
          <span className="rounded-full bg-success px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
            Live now
          </span>
        ) : null}
        {r.splitPercent !== null ? (
          <span className="rounded-full bg-gold-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-navy">
            Split {r.splitPercent}%
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'live',
    header: 'Live',
    cell: ({ row: { original: r } }) =>
      r.livePeriods.length === 0 ? (
        <span className="text-muted">Never live</span>
      ) : (
        <ul className="grid gap-0.5">
          {r.livePeriods.map((p) => (
            <li key={p.from}>
              {/* Wraps after the dash only: the column stays narrow, each date whole. */}
              <span className="whitespace-nowrap">{formatDate(p.from)} –</span>{' '}
              <span className="whitespace-nowrap">{p.to === null ? 'now' : formatDate(p.to)}</span>
            </li>
          ))}
        </ul>
      ),
  },
  {
    id: 'artworks',
    header: 'Artworks',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row: { original: r } }) => (
      <span className="grid">
        <span>{r.artworks}</span>
        {r.splitArtworks > 0 ? (
          <span className="text-xs text-muted">{r.splitArtworks} in a split</span>
        ) : null}
      </span>
    ),
  },
  rate('failureRate', 'Failed', (r) => r.failureRate),
  figure('median', 'Median time', (r) => secondsText(r.medianDurationMs)),
  rate('favoriteRate', 'Favourited', (r) => r.favoriteRate),
  rate('regenerateRate', 'Regenerated', (r) => r.regenerateRate),
  rate('pngPurchaseRate', 'PNG bought', (r) => r.pngPurchaseRate),
  rate('canvasPurchaseRate', 'Canvas bought', (r) => r.canvasPurchaseRate),
];

export function rowsOf(figures: BlueprintFigures, liveId: string): Row[] {
  return figures.items.map((item) => ({
    ...item,
    isLive: item.versionId === liveId,
    splitPercent: figures.split.version?.id === item.versionId ? figures.split.percent : null,
  }));
}

/** The "Which version sells" table of the blueprint page. */
export function VersionFiguresSection({ detail }: { detail: BlueprintDetail }) {
  const figures = useQuery(blueprintFiguresQuery(detail.id));
  return (
    <Section title="Which version sells">
      <p className="text-sm text-muted">
        From shoppers’ artworks only (test runs, replays and regression runs are not counted).
        Failed is a share of finished artworks; favourited, regenerated and bought are shares of the
        succeeded ones.
      </p>
      {figures.isError ? (
        <AdminLoadError
          error={figures.error}
          fallback="The figures could not be loaded."
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <DataTable<Row>
          caption="Figures per version"
          columns={columns}
          data={figures.data ? rowsOf(figures.data, detail.live.id) : []}
          getRowId={(row) => row.versionId}
          params={{ sort: '', dir: 'desc' }}
          onParamsChange={() => {}}
          isLoading={figures.isPending}
          emptyText="No versions yet."
          footer={<span />}
        />
      )}
    </Section>
  );
}
