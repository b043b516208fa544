import type { BlueprintListItem } from '@atelier/shared/schemas/admin-blueprints';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/features/admin/components/data-table';
import { AdminLoadError } from '@/features/admin/components/admin-load-state';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { blueprintListQuery } from './api/blueprints';
import { formatWhen, whoText } from './lib/when';

const columns: ColumnDef<BlueprintListItem>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: ({ row: { original } }) => (
      <div className="grid">
        <Link
          to={`/admin/blueprints/${original.id}`}
          className="font-semibold text-navy underline-offset-4 hover:underline"
        >
          {original.product.title}
        </Link>
        <span className="text-xs text-muted">
          {original.kind === 'portrait' ? 'Portrait' : 'Vision board'} · {original.product.status}
        </span>
      </div>
    ),
  },
  { id: 'live', header: 'Live', cell: ({ row: { original } }) => `v${original.live.version}` },
  {
    id: 'versions',
    header: 'Versions',
    cell: ({ row: { original } }) => original.versionCount,
  },
  {
    id: 'lastChange',
    header: 'Last change',
    cell: ({ row: { original } }) => (
      <div className="grid">
        <span className="text-navy">{original.lastChange.what}</span>
        <span className="text-xs text-muted">
          {whoText(original.lastChange.by)} · {formatWhen(original.lastChange.at)}
        </span>
      </div>
    ),
  },
];

/** /admin/blueprints: every product's blueprint, its live version and its last change. */
export function AdminBlueprintsPage() {
  const list = useQuery(blueprintListQuery());
  const items = list.data?.items ?? [];
  return (
    <>
      <AdminIntro title="Blueprints">
        How each product’s artwork is made: its prompt templates, field roles and studio settings,
        in numbered versions with one live.
      </AdminIntro>
      <div className="grid gap-4 px-4 pb-6 sm:px-6">
        {list.isError ? (
          <AdminLoadError
            error={list.error}
            fallback="The blueprints could not be loaded."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <DataTable<BlueprintListItem>
            caption="Blueprints"
            columns={columns}
            data={items}
            getRowId={(row) => row.id}
            params={{ sort: '', dir: 'desc' }}
            onParamsChange={() => {}}
            isLoading={list.isPending}
            emptyText="No products yet, so no blueprints."
            footer={
              list.data ? (
                <p className="text-sm text-muted">
                  {`${items.length} blueprint${items.length === 1 ? '' : 's'}`}
                </p>
              ) : (
                <span />
              )
            }
          />
        )}
      </div>
    </>
  );
}
