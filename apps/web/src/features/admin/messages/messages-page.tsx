import {
  MESSAGE_STATUSES,
  type AdminMessageRow,
  type MessageStatus,
} from '@atelier/shared/schemas/admin-messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { LoadMoreFooter } from '@/features/admin/components/load-more-footer';
import { DataTable } from '@/features/admin/components/data-table';
import { useSearchEditor } from '../lib/list-params';
import { AdminIntro } from '../shell/admin-intro';
import { messageListQuery } from './api/messages';
import { messageColumns } from './components/message-columns';
import { MessageDetail } from './components/message-detail';
import { STATUS_LABELS } from './lib/format';

const STATUS_OPTIONS = MESSAGE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** /admin/messages: the contact-form messages; ?status filters, ?id opens one. */
export function AdminMessagesPage() {
  const { search, hrefWith, update } = useSearchEditor();
  const status = MESSAGE_STATUSES.find((s) => s === search.get('status')) as
    MessageStatus | undefined;
  const openId = search.get('id');

  const list = useInfiniteQuery(messageListQuery(status));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const unread = list.data?.pages[0]?.unreadCount;
  const columns = useMemo(() => messageColumns((id) => hrefWith({ id })), [hrefWith]);

  return (
    <div className="grid gap-6">
      <AdminIntro title="Messages">
        What shoppers sent through the contact form
        {unread === undefined ? '.' : `: ${unread} unread.`}
      </AdminIntro>
      <FilterChips
        label="Filter by status"
        options={STATUS_OPTIONS.map((o) =>
          o.value === 'new' && unread !== undefined ? { ...o, label: `${o.label} (${unread})` } : o,
        )}
        value={status}
        onChange={(value) => update({ status: value, id: undefined })}
      />
      {openId ? (
        <MessageDetail
          id={openId}
          closeHref={hrefWith({ id: undefined })}
          onClose={() => update({ id: undefined })}
        />
      ) : null}
      {list.isError ? (
        <p role="alert">The messages could not be loaded. Please reload the page.</p>
      ) : (
        <DataTable<AdminMessageRow>
          caption="Messages"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          params={{ sort: '', dir: 'desc' }}
          onParamsChange={() => {}}
          isLoading={list.isPending}
          emptyText="No messages here."
          footer={<LoadMoreFooter list={list} shown={rows.length} />}
        />
      )}
    </div>
  );
}
