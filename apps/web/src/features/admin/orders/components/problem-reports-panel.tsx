import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import {
  PROBLEM_REASON_LABELS,
  PROBLEM_REPORT_NOTE_MAX,
  type AdminProblemReport,
  type ProblemResolution,
} from '@atelier/shared/schemas/problem-reports';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { Section } from '@/features/admin/components/section';
import { shortId } from '@/features/admin/lib/format';
import { formatCents } from '@/features/admin/lib/money';
import { orderKeys, orderProblemsQuery, resolveProblemReport } from '../api/orders';
import { formatDateTime } from '../lib/labels';

const STATUS: Record<AdminProblemReport['status'], string> = {
  open: 'Open',
  reprinted: 'Resolved: free reprint',
  refunded: 'Resolved: refunded',
};

function OpenReportActions({
  report,
  order,
}: {
  report: AdminProblemReport;
  order: AdminOrderDetail;
}) {
  const id = useId();
  const confirm = useConfirm();
  const [note, setNote] = useState('');
  const resolve = useAdminMutation({
    mutationFn: (resolution: ProblemResolution) =>
      resolveProblemReport({ id: report.id, body: { resolution, note: note.trim() || undefined } }),
    invalidate: [orderKeys],
    success: (_r, resolution) =>
      resolution === 'reprint' ? 'Free reprint ordered' : 'Order refunded',
    failure: 'The report was not resolved',
  });
  const ask = async (resolution: ProblemResolution) => {
    const question =
      resolution === 'reprint'
        ? {
            title: 'Send a free reprint?',
            description:
              'A new canvas order at $0.00 is made from this one: same artwork, size, edges and address. Its print file is made and it goes to production like any paid order. The customer gets an e-mail.',
            confirmLabel: 'Send free reprint',
          }
        : {
            title: `Refund ${formatCents(order.totalCents, order.currency)}?`,
            description:
              'The money goes back through the payment provider and the customer gets an e-mail. This cannot be undone.',
            confirmLabel: 'Refund',
            destructive: true,
          };
    if (await confirm(question)) resolve.mutate(resolution);
  };
  return (
    <div className="grid gap-2 border-t border-parchment pt-3">
      <label htmlFor={`${id}-note`} className="text-sm font-semibold text-navy">
        Message to the customer (optional)
      </label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={PROBLEM_REPORT_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        className="w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-sm text-navy focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={resolve.isPending} onClick={() => void ask('reprint')}>
          Send free reprint
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={resolve.isPending || !order.actions.includes('refund')}
          onClick={() => void ask('refund')}
        >
          Refund order
        </Button>
      </div>
    </div>
  );
}

/** The shopper's problem reports on this canvas order, and the admin's resolution of each. */
export function ProblemReportsPanel({ order }: { order: AdminOrderDetail }) {
  const reports = useQuery(orderProblemsQuery(order.id));
  if (!reports.data || reports.data.length === 0) return null;
  const open = reports.data.filter((r) => r.status === 'open').length;
  return (
    <Section title={open > 0 ? `Problem reported (${open} open)` : 'Problem reports'}>
      <ul className="grid gap-3">
        {reports.data.map((r) => (
          <li key={r.id} className="grid gap-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-navy">{PROBLEM_REASON_LABELS[r.reason]}</span>
              <span
                className={
                  r.status === 'open'
                    ? 'rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger'
                    : 'rounded-full bg-parchment px-2 py-0.5 text-xs font-semibold text-navy'
                }
              >
                {STATUS[r.status]}
              </span>
              <span className="text-muted">
                {r.customerEmail} · {formatDateTime(r.createdAt)}
              </span>
            </p>
            <p className="whitespace-pre-line text-navy">{r.note}</p>
            {r.photoUrls.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="The customer's photos">
                {r.photoUrls.map((url, i) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <img
                        src={url}
                        alt={`Customer photo ${i + 1}`}
                        className="size-20 rounded-md object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {r.status !== 'open' ? (
              <p className="text-muted">
                {r.resolvedByEmail ? `By ${r.resolvedByEmail}` : 'Resolved'}
                {r.resolvedAt ? ` · ${formatDateTime(r.resolvedAt)}` : ''}
                {r.resolutionNote ? ` · “${r.resolutionNote}”` : ''}
              </p>
            ) : null}
            {r.reprintOrderId ? (
              <Link
                to={`/admin/orders/${r.reprintOrderId}`}
                className="justify-self-start font-semibold text-navy underline-offset-4 hover:underline"
              >
                Reprint: order {shortId(r.reprintOrderId)}
              </Link>
            ) : null}
            {r.status === 'open' ? <OpenReportActions report={r} order={order} /> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
