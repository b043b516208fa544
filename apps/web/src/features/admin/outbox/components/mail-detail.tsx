import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { outboxMailQuery } from '../api/outbox';
import { formatDateTime, kindLabel, STATUS_LABELS } from '../lib/format';
import { LinkedText } from './linked-text';
import { useResend } from './use-resend';

/** One mail in full: who, when, how its delivery went, and its text with the links clickable. */
export function MailDetail({ id, closeHref }: { id: string; closeHref: string }) {
  const mail = useQuery(outboxMailQuery(id));
  const headingId = useId();
  const { resend, resending } = useResend();

  if (mail.isError) {
    return (
      <p role="alert">
        This mail could not be loaded. <Link to={closeHref}>Back to the list</Link>
      </p>
    );
  }
  if (!mail.data) return <p>Loading the mail…</p>;
  const m = mail.data;
  const undelivered = m.status !== 'sent' && m.links.length > 0;
  return (
    <article
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-xl border border-navy/10 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-navy">
          {m.subject}
        </h2>
        <Link to={closeHref} className="text-sm text-navy underline underline-offset-4">
          Close mail
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">To</dt>
        <dd className="break-all">{m.to}</dd>
        <dt className="text-muted">Kind</dt>
        <dd>{kindLabel(m.kind)}</dd>
        <dt className="text-muted">When</dt>
        <dd>{formatDateTime(m.createdAt)}</dd>
        <dt className="text-muted">Status</dt>
        <dd>
          {STATUS_LABELS[m.status]}
          {m.sentAt ? ` on ${formatDateTime(m.sentAt)}` : ''}
          {m.attempts > 0 ? ` · ${m.attempts} delivery attempt${m.attempts === 1 ? '' : 's'}` : ''}
        </dd>
        {m.status === 'failed' && m.error ? (
          <>
            <dt className="text-muted">Error</dt>
            <dd className="break-words">{m.error}</dd>
          </>
        ) : null}
      </dl>
      {undelivered ? (
        <p className="rounded-lg bg-cream px-3 py-2 text-sm text-navy">
          This mail has not reached {m.to}, so this is where its links can be opened. A
          password-reset link lets whoever opens it choose the password: give it only to the
          account’s owner.
        </p>
      ) : null}
      {m.tokensMasked ? (
        <p className="rounded-lg bg-cream px-3 py-2 text-sm text-navy">
          This mail was delivered, so the secret part of its links is hidden here (••••).
        </p>
      ) : null}
      <p className="min-w-0 text-base break-words whitespace-pre-wrap text-navy">
        <LinkedText text={m.text} links={m.links} />
      </p>
      {m.status === 'failed' ? (
        <div>
          <Button type="button" disabled={resending === m.id} onClick={() => void resend(m)}>
            {resending === m.id ? 'Resending…' : 'Resend'}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
