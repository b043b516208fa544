import type { AdminOrderBulkResult, AdminOrderRow } from '@atelier/shared/schemas/admin-orders';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { DataTable } from '@/features/admin/components/data-table';
import { AdminLoadError } from '@/features/admin/components/admin-load-state';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { useDownload } from '@/lib/use-download';
import {
  markInProductionBulk,
  orderCountsQuery,
  orderExportFileName,
  orderExportUrl,
  orderKeys,
  orderListQuery,
} from './api/orders';
import { BulkBar, BulkResult } from './components/bulk-bar';
import { orderColumns } from './components/order-columns';
import { OrderDetail } from './components/order-detail';
import { OrderFilters } from './components/order-filters';
import { orderListSearch, useOrderListParams } from './lib/order-list-params';
import { shortId } from '@/features/admin/lib/format';

/** The checkbox column: one per row, and one for every row of the page. */
function selectColumn(
  pageIds: string[],
  selected: Set<string>,
  setSelected: (next: Set<string>) => void,
): ColumnDef<AdminOrderRow> {
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return {
    id: 'select',
    enableSorting: false,
    header: () => (
      <input
        type="checkbox"
        aria-label="Select all orders on this page"
        className="size-4 accent-navy"
        checked={all}
        disabled={pageIds.length === 0}
        onChange={() => setSelected(all ? new Set() : new Set(pageIds))}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select order ${shortId(row.original.id)}`}
        className="size-4 accent-navy"
        checked={selected.has(row.original.id)}
        onChange={() => {
          const next = new Set(selected);
          if (next.has(row.original.id)) next.delete(row.original.id);
          else next.add(row.original.id);
          setSelected(next);
        }}
      />
    ),
  };
}

/**
 * /admin/orders: every order (artwork requests, canvas prints, PNG purchases), filtered,
 * searched and sorted, a keyset page at a time; the state is in the URL.
 */
export function AdminOrdersPage() {
  const [params, setParams] = useOrderListParams();
  const qs = orderListSearch(params);
  const filtersQs = orderListSearch(params, false);
  const list = useQuery(orderListQuery(qs));
  const counts = useQuery(orderCountsQuery(filtersQs));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<AdminOrderBulkResult | null>(null);
  const confirm = useConfirm();
  const { download, downloading } = useDownload();

  // A new page or filter lets go of the selection (the rows it named are not shown).
  useEffect(() => setSelected(new Set()), [qs]);

  const bulk = useAdminMutation({
    mutationFn: markInProductionBulk,
    invalidate: [orderKeys],
    failure: 'The orders could not be marked in production',
    onSuccess: (out) => {
      setResult(out);
      setSelected(new Set());
    },
  });

  const items = list.data?.items ?? [];
  const pageIds = items.map((o) => o.id);
  const columns = useMemo(
    () => [selectColumn(pageIds, selected, setSelected), ...orderColumns],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids change with the items
    [items, selected],
  );
  const filtered = Object.values(params.filters).some(Boolean);

  const markInProduction = async () => {
    const ids = [...selected];
    const ok = await confirm({
      title: `Mark ${ids.length} ${ids.length === 1 ? 'order' : 'orders'} in production?`,
      description:
        'Each paid canvas order moves to In production and its customer gets an e-mail that their canvas is being made. Orders that are not paid canvas orders are left as they are.',
      confirmLabel: 'Mark in production',
    });
    if (ok) bulk.mutate(ids);
  };

  return (
    <>
      <AdminIntro title="Orders">
        Every order: artwork requests, canvas prints and PNG purchases. What is paid, what to make,
        what to ship.
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        <OrderFilters
          params={params}
          setParams={setParams}
          counts={counts.data?.statusCounts}
          actions={
            <Button
              type="button"
              variant="outline"
              disabled={downloading}
              onClick={() => void download(orderExportUrl(filtersQs), orderExportFileName())}
            >
              <Download aria-hidden />
              Export CSV
            </Button>
          }
        />
        <BulkBar
          count={selected.size}
          busy={bulk.isPending || downloading}
          onInProduction={() => void markInProduction()}
          onExport={() =>
            void download(orderExportUrl(filtersQs, [...selected]), orderExportFileName())
          }
          onClear={() => setSelected(new Set())}
        />
        {result ? <BulkResult result={result} onDismiss={() => setResult(null)} /> : null}
        {list.isError ? (
          <AdminLoadError
            error={list.error}
            fallback="The list could not be loaded."
            onRetry={() => void list.refetch()}
            className="mx-6 mb-6"
          />
        ) : (
          <DataTable<AdminOrderRow>
            caption="Orders"
            columns={columns}
            data={items}
            getRowId={(row) => row.id}
            params={{ sort: params.sort, dir: params.dir }}
            onParamsChange={(next) =>
              next.sort ? setParams({ sort: next.sort, dir: next.dir ?? 'asc' }) : undefined
            }
            isLoading={list.isPending}
            cardSort={false}
            emptyText={filtered ? 'No orders match these filters.' : 'No orders yet.'}
            cursors={{
              prevCursor: list.data?.prevCursor,
              nextCursor: list.data?.nextCursor,
              onPage: (cursor) => setParams({ cursor }),
              noun: ['order', 'orders'],
            }}
          />
        )}
      </div>
    </>
  );
}

/** /admin/orders/{id}: one order, with its files, timeline, notes and status actions. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  return <OrderDetail id={id} />;
}
