import type { AdminOutboxRow } from '@atelier/shared/schemas/admin-outbox';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDateTime, kindLabel, STATUS_LABELS } from '../lib/format';

// The /admin/outbox list: when, to, subject (opens the mail), kind, status (with the error of a
// failed one), and Resend for a failed mail.

export function outboxColumns(
  openHref: (id: string) => string,
  onResend: (row: AdminOutboxRow) => void,
  resending: string | null,
): ColumnDef<AdminOutboxRow>[] {
  return [
    {
      id: 'when',
      header: 'When',
      cell: ({ row: { original } }) => formatDateTime(original.createdAt),
    },
    {
      id: 'to',
      header: 'To',
      cell: ({ row: { original } }) => (
        <span className="block max-w-56 truncate">{original.to}</span>
      ),
    },
    {
      id: 'subject',
      header: 'Subject',
      // On a phone's card (data-table-cards.tsx) the subject is the title.
      meta: { card: 'primary' },
      cell: ({ row: { original } }) => (
        <Link
          to={openHref(original.id)}
          className="block max-w-72 min-w-40 font-semibold text-navy underline-offset-4 hover:underline"
        >
          {original.subject}
        </Link>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: ({ row: { original } }) => kindLabel(original.kind),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original } }) => (
        <div className="grid max-w-64 min-w-28 gap-0.5">
          <span>{STATUS_LABELS[original.status]}</span>
          {original.status === 'failed' && original.error ? (
            <span className="line-clamp-3 text-xs break-words text-muted">{original.error}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original } }) =>
        original.status === 'failed' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onResend(original)}
            disabled={resending === original.id}
            aria-label={`Resend “${original.subject}” to ${original.to}`}
          >
            {resending === original.id ? 'Resending…' : 'Resend'}
          </Button>
        ) : null,
    },
  ];
}
