import { ARTWORK_FAILURE_LABELS } from '@atelier/shared/schemas/artwork-failures';
import type { AdminGenerationRow } from '@atelier/shared/schemas/admin-generations';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatDuration, PROVIDER_LABELS } from '../lib/format';
import { shortId } from '@/features/admin/lib/format';
import { ProvenanceLine, provenanceOf } from '@/features/admin/components/provenance';
import { ReplayAction } from '@/features/admin/components/replay-action';

// The /admin/generations tables: the queue (active) and failed artworks.

/**
 * The blueprint version, provider and seed that made the artwork, when the answer says, and
 * "Try on another version" of its blueprint.
 */
function Provenance({ row }: { row: AdminGenerationRow }) {
  const provenance = provenanceOf(row);
  if (!provenance) return null;
  return (
    <>
      <ProvenanceLine provenance={provenance} className="text-xs" />
      {provenance.blueprint ? (
        <span className="py-1">
          <ReplayAction
            artworkId={row.id}
            blueprintId={provenance.blueprint.id}
            currentVersionId={provenance.blueprint.versionId}
            label={`Try artwork ${shortId(row.id)} on another version`}
          />
        </span>
      ) : null}
    </>
  );
}

const artworkColumn: ColumnDef<AdminGenerationRow> = {
  id: 'artwork',
  header: 'Artwork',
  cell: ({ row: { original } }) => (
    <div className="grid min-w-32">
      <span className="font-mono font-semibold text-navy">{shortId(original.id)}</span>
      <span className="text-xs text-muted">{original.product?.title ?? 'No product'}</span>
      <Provenance row={original} />
      {/* The admin's view of the board (the shopper's artwork page answers its owner only). */}
      <Link
        to={`/admin/users/${original.user.id}#board-${original.visionBoardId}`}
        className="text-xs text-navy underline underline-offset-4"
        aria-label={`Board of artwork ${shortId(original.id)}`}
      >
        Board
      </Link>
    </div>
  ),
};

const customerColumn: ColumnDef<AdminGenerationRow> = {
  id: 'customer',
  header: 'Customer',
  cell: ({ row: { original } }) => (
    <Link
      to={`/admin/users/${original.user.id}`}
      className="block max-w-56 truncate text-navy underline-offset-4 hover:underline"
    >
      {original.user.email}
    </Link>
  ),
};

const providerColumn: ColumnDef<AdminGenerationRow> = {
  id: 'provider',
  header: 'Provider',
  cell: ({ row: { original } }) => PROVIDER_LABELS[original.provider] ?? original.provider,
};

export const activeColumns: ColumnDef<AdminGenerationRow>[] = [
  artworkColumn,
  customerColumn,
  providerColumn,
  {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original } }) => (original.status === 'running' ? 'Running' : 'Queued'),
  },
  {
    id: 'age',
    header: 'Age',
    cell: ({ row: { original } }) =>
      original.ageSeconds === null ? '—' : formatDuration(original.ageSeconds * 1000),
  },
  {
    id: 'attempts',
    header: 'Attempts',
    cell: ({ row: { original } }) => `${original.attempts} of ${original.maxAttempts}`,
  },
];

export function failedColumns(
  onRetry: (row: AdminGenerationRow) => void,
  retrying: string | null,
): ColumnDef<AdminGenerationRow>[] {
  return [
    artworkColumn,
    customerColumn,
    providerColumn,
    {
      id: 'kind',
      header: 'Failure kind',
      cell: ({ row: { original } }) =>
        original.failureKind ? ARTWORK_FAILURE_LABELS[original.failureKind] : 'Unknown',
    },
    {
      id: 'error',
      header: 'Error',
      cell: ({ row: { original } }) => (
        <span className="line-clamp-3 block max-w-72 text-xs break-words text-muted">
          {original.lastError ?? '—'}
        </span>
      ),
    },
    {
      id: 'finished',
      header: 'Failed at',
      cell: ({ row: { original } }) =>
        original.finishedAt ? formatDateTime(original.finishedAt) : '—',
    },
    {
      id: 'credit',
      header: 'Credit',
      cell: ({ row: { original } }) => (original.creditRefunded ? 'Refunded' : 'Not refunded'),
    },
    {
      id: 'retries',
      header: 'Admin retries',
      cell: ({ row: { original } }) => original.adminRetries,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original } }) => (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onRetry(original)}
          disabled={retrying === original.id}
          aria-label={`Retry artwork ${shortId(original.id)}`}
        >
          {retrying === original.id ? 'Retrying…' : 'Retry'}
        </Button>
      ),
    },
  ];
}
