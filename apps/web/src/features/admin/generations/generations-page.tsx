import {
  ARTWORK_FAILURE_KINDS,
  ARTWORK_FAILURE_LABELS,
} from '@atelier/shared/schemas/artwork-failures';
import {
  GENERATION_PROVIDERS,
  type AdminGenerationRow,
} from '@atelier/shared/schemas/admin-generations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { LoadMoreFooter } from '@/features/admin/components/load-more-footer';
import { DataTable } from '@/features/admin/components/data-table';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { cn } from '@/lib/utils';
import { useSearchEditor } from '@/features/admin/lib/list-params';
import { AdminIntro } from '../shell/admin-intro';
import {
  generationKeys,
  generationListQuery,
  retryGeneration,
  type GenerationFilters,
} from './api/generations';
import { activeColumns, failedColumns } from './components/generation-columns';
import { ProviderStats } from './components/provider-stats';
import { PROVIDER_LABELS } from './lib/format';
import { shortId } from '@/features/admin/lib/format';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

const KIND_OPTIONS = ARTWORK_FAILURE_KINDS.map((k) => ({
  value: k,
  label: ARTWORK_FAILURE_LABELS[k],
}));
const PROVIDER_OPTIONS = GENERATION_PROVIDERS.map((p) => ({
  value: p,
  label: PROVIDER_LABELS[p]!,
}));

/** /admin/generations: the queue now, failed artworks to retry, and each provider's figures. */
export function AdminGenerationsPage() {
  const { search, update } = useSearchEditor();
  const view = search.get('view') === 'failed' ? 'failed' : 'active';
  const kind = oneOf(ARTWORK_FAILURE_KINDS, search.get('kind'));
  const provider = oneOf(GENERATION_PROVIDERS, search.get('provider'));
  const days = search.get('days') === '30' ? '30' : '7';
  const filters = useMemo<GenerationFilters>(
    () => ({ view, kind: view === 'failed' ? kind : undefined, provider }),
    [view, kind, provider],
  );

  const list = useInfiniteQuery(generationListQuery(filters));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  const confirm = useConfirm();
  const retry = useAdminMutation<AdminGenerationRow, AdminGenerationRow>({
    mutationFn: (row) => retryGeneration(row.id),
    invalidate: [generationKeys],
    success: (_result, row) => `Artwork ${shortId(row.id)} is queued again`,
    failure: 'Could not retry the artwork',
  });
  const onRetry = useCallback(
    async (row: AdminGenerationRow) => {
      const ok = await confirm({
        title: 'Retry this artwork?',
        description: `Artwork ${shortId(row.id)} for ${row.user.email} is generated again from the start. The customer is not charged for it.`,
        confirmLabel: 'Retry',
      });
      if (ok) retry.mutate(row);
    },
    [confirm, retry],
  );
  const retrying = retry.isPending ? (retry.variables?.id ?? null) : null;
  const columns = useMemo(
    () => (view === 'failed' ? failedColumns((row) => void onRetry(row), retrying) : activeColumns),
    [view, onRetry, retrying],
  );

  const tab = (value: 'active' | 'failed', label: string) => {
    const next = new URLSearchParams(search);
    next.set('view', value);
    if (value === 'active') next.delete('kind');
    return (
      <Link
        to={{ search: next.toString() }}
        aria-current={view === value ? 'page' : undefined}
        className={cn(
          'min-h-11 rounded-full border px-4 py-2 text-sm font-semibold sm:min-h-9 sm:py-1.5',
          view === value
            ? 'border-navy bg-navy text-white'
            : 'border-navy/20 bg-white text-navy hover:border-navy/40',
        )}
      >
        {label}
      </Link>
    );
  };

  const caption = view === 'failed' ? 'Failed artworks' : 'Queued and running jobs';
  return (
    <div className="grid gap-6">
      <AdminIntro title="Generations">
        The queue now, failed artworks with why they failed, and how each provider is doing.
      </AdminIntro>
      <nav aria-label="Generations view" className="flex flex-wrap gap-2">
        {tab('active', 'Active')}
        {tab('failed', 'Failed')}
      </nav>
      <ListToolbar
        filters={[
          { name: 'provider', label: 'Provider', value: provider, options: PROVIDER_OPTIONS },
          ...(view === 'failed'
            ? [{ name: 'kind', label: 'Failure kind', value: kind, options: KIND_OPTIONS }]
            : []),
        ]}
        onFilterChange={(name, value) => update({ [name]: value })}
      />
      {list.isError ? (
        <p role="alert">The list could not be loaded. Please reload the page.</p>
      ) : (
        <DataTable<AdminGenerationRow>
          caption={caption}
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          params={{ sort: '', dir: 'desc' }}
          onParamsChange={() => {}}
          isLoading={list.isPending}
          emptyText={view === 'failed' ? 'No failed artworks.' : 'Nothing is queued or running.'}
          footer={<LoadMoreFooter list={list} shown={rows.length} />}
        />
      )}
      <ProviderStats
        days={days}
        onDaysChange={(d) => update({ days: d === '7' ? undefined : d })}
      />
    </div>
  );
}
