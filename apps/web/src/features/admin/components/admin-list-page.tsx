import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/features/admin/components/data-table';
import { ListToolbar, type ListFilter } from '@/features/admin/components/list-toolbar';
import type { ListParams, ListParamsUpdate } from '@/features/admin/lib/list-params';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { AdminLoadError } from './admin-load-state';
import { ReorderButton } from './reorder-button';
import { ReorderNote, ReorderPanel } from './reorder-panel';

// A content list page (products, gallery, testimonials, categories): intro, search and
// filters, a New button, the table (or why it did not load), and, where the list has its own
// order, a Reorder mode. The state lives in the URL (useListParams).

type Row = { id: string };

export type AdminListPageProps<T extends Row> = {
  title: string;
  intro: ReactNode;
  /** A line above the list (the testimonials' counts). */
  summary?: ReactNode;
  params: ListParams;
  setParams: (next: ListParamsUpdate) => void;
  list: UseQueryResult<{ items: T[]; total: number }>;
  searchLabel: string;
  /** The toolbar's filters; each one's value comes from params.filters[name]. */
  filters: Omit<ListFilter, 'value'>[];
  /**
   * The New button: a link to the new-item page, or a button (opening a dialog). None for a
   * list whose rows are made elsewhere (orders).
   */
  newItem?: { label: string } & ({ to: string } | { onClick: () => void });
  /** The table's caption; "No … yet." and "No … match these filters." use `plural`. */
  caption: string;
  plural: string;
  columns: ColumnDef<T>[];
  reorder?: {
    label: string;
    /** "the whole gallery", in the reorder note. */
    whole: string;
    name: (row: T) => string;
    renderItem: (row: T) => ReactNode;
    save: (ids: string[]) => Promise<unknown>;
  };
};

export function AdminListPage<T extends Row>({
  title,
  intro,
  summary,
  params,
  setParams,
  list,
  searchLabel,
  filters,
  newItem,
  caption,
  plural,
  columns,
  reorder,
}: AdminListPageProps<T>) {
  const [reordering, setReordering] = useState(false);
  const items = list.data?.items ?? [];
  const filtered = Boolean(params.q || Object.values(params.filters).some(Boolean));
  const byPosition = params.sort === 'sortOrder' && params.dir === 'asc';

  return (
    <>
      <AdminIntro title={title}>{intro}</AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        {summary}
        {reorder && reordering && list.data ? (
          <ReorderPanel
            label={reorder.label}
            items={items.map((row) => ({ ...row, label: reorder.name(row) }))}
            renderItem={reorder.renderItem}
            note={<ReorderNote count={items.length} filtered={filtered} whole={reorder.whole} />}
            onSave={reorder.save}
            onDone={() => setReordering(false)}
          />
        ) : (
          <>
            <ListToolbar
              search={{
                value: params.q,
                onChange: (q: string) => setParams({ q }),
                label: searchLabel,
              }}
              filters={filters.map((f) => ({ ...f, value: params.filters[f.name] }))}
              onFilterChange={(name: string, value: string | undefined) =>
                setParams({ filters: { [name]: value } })
              }
              actions={
                <>
                  {reorder ? (
                    <ReorderButton
                      byPosition={byPosition}
                      count={items.length}
                      onClick={() => setReordering(true)}
                    />
                  ) : null}
                  {!newItem ? null : 'to' in newItem ? (
                    <Button asChild>
                      <Link to={newItem.to}>
                        <Plus aria-hidden />
                        {newItem.label}
                      </Link>
                    </Button>
                  ) : (
                    <Button type="button" onClick={newItem.onClick}>
                      <Plus aria-hidden />
                      {newItem.label}
                    </Button>
                  )}
                </>
              }
            />
            {list.isError ? (
              <AdminLoadError
                error={list.error}
                fallback="The list could not be loaded."
                onRetry={() => void list.refetch()}
                className="mx-6 mb-6"
              />
            ) : (
              <DataTable<T>
                caption={caption}
                columns={columns}
                data={items}
                total={list.data?.total ?? 0}
                getRowId={(row) => row.id}
                params={params}
                onParamsChange={setParams}
                isLoading={list.isPending}
                emptyText={filtered ? `No ${plural} match these filters.` : `No ${plural} yet.`}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
