import type { AdminUserRow } from '@atelier/shared/schemas/admin-users';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDate } from '@/features/admin/lib/format';
import { PLAN_LABELS, ROLE_LABELS } from '../lib/labels';

// The /admin/users table. Sortable columns use the API's sort keys.

export const userColumns: ColumnDef<AdminUserRow>[] = [
  {
    id: 'email',
    header: 'E-mail',
    enableSorting: true,
    cell: ({ row: { original } }) => (
      <Link
        to={`/admin/users/${encodeURIComponent(original.id)}`}
        className="font-semibold break-all text-navy underline-offset-4 hover:underline"
      >
        {original.email}
      </Link>
    ),
  },
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => <span className="block min-w-28">{row.original.name}</span>,
  },
  {
    id: 'role',
    header: 'Role',
    enableSorting: false,
    cell: ({ row }) => ROLE_LABELS[row.original.role],
  },
  {
    id: 'plan',
    header: 'Plan',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {PLAN_LABELS[row.original.plan]}
        {row.original.banned ? <span className="ml-2 text-danger">Disabled</span> : null}
      </span>
    ),
  },
  {
    id: 'generationsUsed',
    header: 'Generations',
    enableSorting: true,
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row }) => `${row.original.generationsUsed}/${row.original.generationsLimit}`,
  },
  {
    id: 'createdAt',
    header: 'Joined',
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDate(row.original.createdAt)}</span>
    ),
  },
];
