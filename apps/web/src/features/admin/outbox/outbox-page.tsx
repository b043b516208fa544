import {
  MAIL_KINDS,
  MAIL_STATUSES,
  type AdminOutboxRow,
} from '@atelier/shared/schemas/admin-outbox';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable } from '@/features/admin/components/data-table';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { LoadMoreFooter } from '@/features/admin/components/load-more-footer';
import { useSearchEditor } from '../lib/list-params';
import { AdminIntro } from '../shell/admin-intro';
import { outboxListQuery, type OutboxFilters } from './api/outbox';
import { MailDetail } from './components/mail-detail';
import { outboxColumns } from './components/outbox-columns';
import { useResend } from './components/use-resend';
import { kindLabel, STATUS_LABELS } from './lib/format';

const STATUS_OPTIONS = MAIL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const KIND_OPTIONS = MAIL_KINDS.map((k) => ({ value: k, label: kindLabel(k) }));

/** /admin/outbox: every mail the shop sent or would have sent; ?status, ?kind, ?q filter, ?id opens one. */
export function AdminOutboxPage() {
  const { search, hrefWith, update } = useSearchEditor();
  const status = MAIL_STATUSES.find((s) => s === search.get('status'));
  const kind = search.get('kind') || undefined;
  const q = search.get('q') ?? '';
  const openId = search.get('id');
  const filters = useMemo<OutboxFilters>(
    () => ({ status, kind, q: q.trim() || undefined }),
    [status, kind, q],
  );

  const list = useInfiniteQuery(outboxListQuery(filters));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const { resend, resending } = useResend();
  const columns = useMemo(
    () =>
      outboxColumns(
        (id) => hrefWith({ id }),
        (row) => void resend(row),
        resending,
      ),
    [hrefWith, resend, resending],
  );

  return (
    <>
      <AdminIntro title="Outbox">
        Every mail the shop sent or would have sent. Without a mail server (SMTP_URL) mail waits
        here: open one to read it and follow its links, such as a password-reset link.
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6">
        <ListToolbar
          search={{
            label: 'Search recipient or subject',
            value: q,
            onChange: (value) => update({ q: value.trim() || undefined, id: undefined }),
          }}
          filters={[
            { name: 'status', label: 'Status', value: status, options: STATUS_OPTIONS },
            { name: 'kind', label: 'Kind', value: kind, options: KIND_OPTIONS },
          ]}
          onFilterChange={(name, value) => update({ [name]: value, id: undefined })}
        />
        {openId ? <MailDetail id={openId} closeHref={hrefWith({ id: undefined })} /> : null}
        {list.isError ? (
          <p role="alert">The outbox could not be loaded. Please reload the page.</p>
        ) : (
          <DataTable<AdminOutboxRow>
            caption="Outbox"
            columns={columns}
            data={rows}
            getRowId={(row) => row.id}
            params={{ sort: '', dir: 'desc' }}
            onParamsChange={() => {}}
            isLoading={list.isPending}
            emptyText={
              filters.status || filters.kind || filters.q ? 'No mail matches.' : 'No mail yet.'
            }
            footer={<LoadMoreFooter list={list} shown={rows.length} />}
          />
        )}
      </div>
    </>
  );
}
