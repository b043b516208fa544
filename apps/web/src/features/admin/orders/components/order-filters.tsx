import type { ReactNode } from 'react';
import { FilterDisclosure } from '@/features/admin/components/filter-disclosure';
import { ListToolbar, type ListFilter } from '@/features/admin/components/list-toolbar';
import { useNarrowScreen } from '@/features/admin/components/use-media-query';
import { KIND_OPTIONS, statusOptions } from '../lib/labels';
import type { OrderListParams, OrderListUpdate } from '../lib/order-list-params';
import { MoreFilters } from './more-filters';
import { StatusChips } from './status-chips';

const SORTS = [
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'total:desc', label: 'Total, highest first' },
  { value: 'total:asc', label: 'Total, lowest first' },
  { value: 'status:asc', label: 'Status, A–Z' },
  { value: 'status:desc', label: 'Status, Z–A' },
];

/**
 * Above the order list: the status chips, the search, kind and sort, the page's actions and the
 * date and customer filters. On a phone the search and actions stay; the rest folds behind
 * "Filters", which says how many are set.
 */
export function OrderFilters({
  params,
  setParams,
  counts,
  actions,
}: {
  params: OrderListParams;
  setParams: (next: OrderListUpdate) => void;
  counts: Record<string, number> | undefined;
  actions: ReactNode;
}) {
  const narrow = useNarrowScreen();
  const { filters } = params;
  const search = {
    value: filters.q ?? '',
    onChange: (q: string) => setParams({ filters: { q } }),
    label: 'Search by order number or e-mail',
  };
  const selects: ListFilter[] = [
    { name: 'kind', label: 'Kind', options: KIND_OPTIONS, value: filters.kind },
    {
      name: 'sort',
      label: 'Sort by',
      allLabel: 'Newest first',
      options: SORTS,
      value:
        params.sort === 'createdAt' && params.dir === 'desc'
          ? undefined
          : `${params.sort}:${params.dir}`,
    },
  ];
  const onFilterChange = (name: string, value: string | undefined) => {
    if (name === 'sort') {
      const [sort, dir] = (value ?? 'createdAt:desc').split(':');
      setParams({ sort, dir: dir === 'asc' ? 'asc' : 'desc' });
    } else if (name === 'kind') {
      // A status the new kind cannot have would leave the list empty: let it go.
      const keeps = !filters.status || statusOptions(value).some((o) => o.value === filters.status);
      setParams({ filters: { kind: value, status: keeps ? filters.status : undefined } });
    }
  };
  const chips = (
    <StatusChips
      counts={counts}
      options={statusOptions(filters.kind)}
      value={filters.status}
      onChange={(status) => setParams({ filters: { status } })}
    />
  );
  const more = <MoreFilters value={filters} onApply={(next) => setParams({ filters: next })} />;

  if (!narrow) {
    return (
      <>
        {chips}
        <ListToolbar
          search={search}
          filters={selects}
          onFilterChange={onFilterChange}
          actions={actions}
        />
        {more}
      </>
    );
  }
  const active = (['status', 'kind', 'from', 'to', 'customer'] as const).filter(
    (name) => filters[name],
  ).length;
  return (
    <>
      <ListToolbar search={search} actions={actions} />
      <FilterDisclosure active={active}>
        {chips}
        <ListToolbar filters={selects} onFilterChange={onFilterChange} />
        {more}
      </FilterDisclosure>
    </>
  );
}
