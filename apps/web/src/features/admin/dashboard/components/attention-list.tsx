import type { DashboardAttention } from '@atelier/shared/schemas/admin-dashboard';
import { ARTWORK_FAILURE_LABELS } from '@atelier/shared/schemas/artwork-failures';
import { PROBLEM_REASON_LABELS } from '@atelier/shared/schemas/problem-reports';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents } from '@/features/admin/lib/money';
import { formatCount, formatDateTime } from '../lib/format';
import { shortId } from '@/features/admin/lib/format';

function Group({
  title,
  total,
  shown,
  note,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  note?: ReactNode;
  children: ReactNode;
}) {
  if (total === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-navy">
        {title} ({formatCount(total)})
      </h3>
      {note}
      <ul className="grid gap-1 text-sm">{children}</ul>
      {total > shown ? (
        <p className="text-xs text-muted">
          Showing the first {shown} of {formatCount(total)}.
        </p>
      ) : null}
    </div>
  );
}

const link = 'font-semibold underline-offset-4 hover:underline';

/** What the owner should look at now, each item linked to where it is handled. */
export function AttentionList({
  attention,
  currency,
}: {
  attention: DashboardAttention;
  currency: string;
}) {
  const {
    waitingCanvasOrders,
    failedArtworks,
    stuckJobs,
    failedMail,
    openProblemReports,
    pendingReviews,
  } = attention;
  const nothing =
    waitingCanvasOrders.total +
      failedArtworks.total +
      stuckJobs.total +
      failedMail.total +
      openProblemReports.total +
      pendingReviews.total ===
    0;
  if (nothing) return <p className="text-sm text-muted">Nothing needs attention right now.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Group
        title="Paid canvas orders waiting for production"
        total={waitingCanvasOrders.total}
        shown={waitingCanvasOrders.items.length}
        note={
          waitingCanvasOrders.late > 0 ? (
            <p className="text-sm font-semibold text-danger">
              {formatCount(waitingCanvasOrders.late)} late: paid 48 h or more ago
            </p>
          ) : null
        }
      >
        {waitingCanvasOrders.items.map((o) => (
          <li key={o.id}>
            <Link to={`/admin/orders/${o.id}`} className={link}>
              Order {shortId(o.id)}
            </Link>{' '}
            {o.late ? (
              <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
                Late: over 48 h
              </span>
            ) : null}{' '}
            · {o.customerEmail} · {formatCents(o.amountCents, currency)} · paid{' '}
            {formatDateTime(o.paidAt)}
          </li>
        ))}
      </Group>
      <Group
        title="Problems reported by shoppers"
        total={openProblemReports.total}
        shown={openProblemReports.items.length}
      >
        {openProblemReports.items.map((p) => (
          <li key={p.id}>
            <Link to={`/admin/orders/${p.orderId}`} className={link}>
              Order {shortId(p.orderId)}
            </Link>{' '}
            · {PROBLEM_REASON_LABELS[p.reason]} · {p.customerEmail} · reported{' '}
            {formatDateTime(p.createdAt)}
          </li>
        ))}
      </Group>
      <Group
        title="Generations failed in the last 24 h"
        total={failedArtworks.total}
        shown={failedArtworks.items.length}
      >
        {failedArtworks.items.map((a) => (
          <li key={a.id}>
            <Link to="/admin/generations" className={link}>
              Artwork {shortId(a.id)}
            </Link>{' '}
            · {a.failureKind ? ARTWORK_FAILURE_LABELS[a.failureKind] : 'Unknown failure'} ·{' '}
            {a.userEmail} · {formatDateTime(a.finishedAt)}
          </li>
        ))}
      </Group>
      <Group title="Stuck jobs" total={stuckJobs.total} shown={stuckJobs.items.length}>
        {stuckJobs.items.map((a) => (
          <li key={a.id}>
            <Link to="/admin/generations" className={link}>
              Artwork {shortId(a.id)}
            </Link>{' '}
            ·{' '}
            {a.status === 'running'
              ? `running past its deadline (${formatDateTime(a.deadlineAt ?? a.queuedAt)})`
              : `queued since ${formatDateTime(a.queuedAt)}`}
          </li>
        ))}
      </Group>
      <Group
        title="Mail that could not be delivered"
        total={failedMail.total}
        shown={failedMail.items.length}
      >
        {failedMail.items.map((m) => (
          <li key={m.id}>
            <span className="font-semibold">{m.subject}</span> · to {m.to} ·{' '}
            {formatDateTime(m.createdAt)}
            {m.error ? <span className="block text-xs text-muted">{m.error}</span> : null}
          </li>
        ))}
      </Group>
      <Group
        title="Reviews waiting for approval"
        total={pendingReviews.total}
        shown={pendingReviews.total}
      >
        <li>
          <Link to="/admin/reviews" className={link}>
            Read and approve them
          </Link>
        </li>
      </Group>
    </div>
  );
}
