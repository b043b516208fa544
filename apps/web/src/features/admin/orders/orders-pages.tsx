import type { AdminOrderRow } from '@atelier/shared/schemas/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { AdminListPage } from '@/features/admin/lists/components/admin-list-page';
import { orderListQuery } from './api/orders';
import { orderColumns } from './components/order-columns';
import { OrderDetail } from './components/order-detail';
import { StatusChips } from './components/status-chips';
import { KIND_OPTIONS } from './lib/labels';

/** /admin/orders: canvas prints and PNG purchases to fulfil; filters, sort and page in the URL. */
export function AdminOrdersPage() {
  const [params, setParams] = useListParams({
    sort: 'createdAt',
    dir: 'desc',
    filters: ['kind', 'status'],
  });
  const list = useQuery(orderListQuery(toQueryString(params)));

  return (
    <AdminListPage<AdminOrderRow>
      title="Orders"
      intro="Canvas prints and PNG purchases: what is paid, what to make, what to ship."
      summary={
        <StatusChips
          counts={list.data?.statusCounts}
          value={params.filters.status}
          onChange={(status) => setParams({ filters: { status } })}
        />
      }
      params={params}
      setParams={setParams}
      list={list}
      searchLabel="Search by order number or e-mail"
      filters={[{ name: 'kind', label: 'Kind', options: KIND_OPTIONS }]}
      caption="Orders"
      plural="orders"
      columns={orderColumns}
    />
  );
}

/** /admin/orders/{id}: one order to fulfil, with its files, timeline and status actions. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  return <OrderDetail id={id} />;
}
