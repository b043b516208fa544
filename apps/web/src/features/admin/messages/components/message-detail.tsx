import type { AdminMessageDetail } from '@atelier/shared/schemas/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { messageKeys, messageQuery, runMessageAction, type MessageAction } from '../api/messages';
import { formatDateTime, replyHref, STATUS_LABELS } from '../lib/format';

const DONE: Record<MessageAction, string | undefined> = {
  read: undefined,
  unread: 'Marked unread',
  handled: 'Marked handled',
  reopen: 'Reopened',
};

/**
 * One message in full. Opening an unread one marks it read (once); "Mark unread" closes it,
 * so it does not count as opened again at once.
 */
export function MessageDetail({
  id,
  closeHref,
  onClose,
}: {
  id: string;
  closeHref: string;
  onClose: () => void;
}) {
  const message = useQuery(messageQuery(id));
  const headingId = useId();
  const act = useAdminMutation<{ id: string; action: MessageAction }, AdminMessageDetail>({
    mutationFn: runMessageAction,
    invalidate: [messageKeys],
    success: (_r, v) => DONE[v.action],
    failure: 'Could not change the message',
    onSuccess: (_r, v) => {
      if (v.action === 'unread') onClose();
    },
  });
  // Decided once per opened message, on its first answer: a later 'new' (Mark unread) stays.
  const seen = useRef<string | null>(null);
  const status = message.data?.status;
  const { mutate } = act;
  useEffect(() => {
    if (!status || seen.current === id) return;
    seen.current = id;
    if (status === 'new') mutate({ id, action: 'read' });
  }, [id, status, mutate]);

  if (message.isError) {
    return (
      <p role="alert">
        This message could not be loaded. <Link to={closeHref}>Back to the list</Link>
      </p>
    );
  }
  if (!message.data) return <p>Loading the message…</p>;
  const m = message.data;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-navy/10 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-navy">
          {m.subject || '(no subject)'}
        </h2>
        <Link to={closeHref} className="text-sm text-navy underline underline-offset-4">
          Close message
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">From</dt>
        <dd>
          {m.name} &lt;{m.email}&gt;
        </dd>
        <dt className="text-muted">Received</dt>
        <dd>{formatDateTime(m.createdAt)}</dd>
        <dt className="text-muted">Status</dt>
        <dd>
          {STATUS_LABELS[m.status]}
          {m.status === 'handled' && m.handledAt
            ? ` on ${formatDateTime(m.handledAt)}${m.handledBy?.email ? ` by ${m.handledBy.email}` : ''}`
            : ''}
        </dd>
      </dl>
      <p className="text-base whitespace-pre-wrap text-navy">{m.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={replyHref(m)}>Reply by e-mail</a>
        </Button>
        {m.status === 'handled' ? (
          <Button
            type="button"
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ id, action: 'reopen' })}
          >
            Reopen
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ id, action: 'handled' })}
          >
            Mark handled
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          disabled={act.isPending}
          onClick={() => act.mutate({ id, action: 'unread' })}
        >
          Mark unread
        </Button>
      </div>
    </article>
  );
}
