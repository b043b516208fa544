import type { AdminMessageRow } from '@atelier/shared/schemas/admin-messages';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { formatDateTime, STATUS_LABELS } from '../lib/format';

// The /admin/messages list. An unread message is bold and says "Unread" (not colour alone).

export function messageColumns(openHref: (id: string) => string): ColumnDef<AdminMessageRow>[] {
  return [
    {
      id: 'message',
      header: 'Message',
      cell: ({ row: { original } }) => {
        const unread = original.status === 'new';
        return (
          <div className={cn('grid max-w-xl min-w-48 gap-0.5', unread && 'font-bold')}>
            <Link
              to={openHref(original.id)}
              className="text-navy underline-offset-4 hover:underline"
            >
              {unread ? (
                <span className="mr-2 rounded bg-gold/20 px-1.5 text-xs">Unread</span>
              ) : null}
              {original.subject || '(no subject)'}
            </Link>
            <span className={cn('truncate text-xs', unread ? 'text-navy' : 'text-muted')}>
              {original.excerpt}
            </span>
          </div>
        );
      },
    },
    {
      id: 'from',
      header: 'From',
      cell: ({ row: { original } }) => (
        <div className={cn('grid max-w-56', original.status === 'new' && 'font-bold')}>
          <span className="truncate text-navy">{original.name}</span>
          <span className="truncate text-xs text-muted">{original.email}</span>
        </div>
      ),
    },
    {
      id: 'received',
      header: 'Received',
      cell: ({ row: { original } }) => formatDateTime(original.createdAt),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original } }) => STATUS_LABELS[original.status],
    },
  ];
}
