import type { AdminProductListItem } from '@atelier/shared/schemas/admin-products';
import { MoreHorizontal } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { adminErrorCode, adminErrorMessage } from '@/features/admin/api/admin-api';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  activateProduct,
  archiveProduct,
  deactivateProduct,
  deleteProduct,
  duplicateProduct,
  productKeys,
  restoreProduct,
} from '../api/products';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';

type Row = AdminProductListItem;

/**
 * A product row's menu: Edit, Preview, Duplicate, Activate (a draft) or Deactivate (an active
 * one), Archive or Restore, Delete (no orders only).
 */
export function ProductActions({ row }: { row: Row }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const invalidate = [productKeys];

  const duplicate = useAdminMutation({
    mutationFn: duplicateProduct,
    invalidate,
    failure: 'Could not duplicate the product',
    success: (copy) => `Duplicated as “${copy.title}” (a draft)`,
    onSuccess: (copy) => navigate(`/admin/products/${copy.id}/edit`),
  });
  const archive = useAdminMutation({
    mutationFn: archiveProduct,
    invalidate,
    failure: 'Could not archive the product',
    success: (_r, v) => `“${v.title}” archived`,
  });
  const restore = useAdminMutation({
    mutationFn: restoreProduct,
    invalidate,
    failure: 'Could not restore the product',
    success: (_r, v) => `“${v.title}” restored as a draft`,
  });
  const activate = useAdminMutation({
    mutationFn: activateProduct,
    invalidate,
    failure: 'Could not activate the product',
    success: (_r, v) => `“${v.title}” is on the shop`,
  });
  const deactivate = useAdminMutation({
    mutationFn: deactivateProduct,
    invalidate,
    failure: 'Could not deactivate the product',
    success: (_r, v) => `“${v.title}” is off the shop (a draft)`,
  });
  const remove = useAdminMutation({
    mutationFn: deleteProduct,
    invalidate,
    failure: 'Could not delete the product',
    success: (_r, v) => `“${v.title}” deleted`,
    // A product with orders is archived, never deleted: say why and offer that instead.
    onError: async (error, v) => {
      if (adminErrorCode(error) !== 'PRODUCT_HAS_ORDERS') return false;
      const ok = await confirm({
        title: 'This product cannot be deleted',
        description: adminErrorMessage(error, 'This product has orders.'),
        confirmLabel: 'Archive instead',
      });
      if (ok) archive.mutate(v);
      return true;
    },
  });

  const onArchive = async () => {
    const ok = await confirm({
      title: `Archive “${row.title}”?`,
      description:
        'It leaves the shop (its page answers “not found”); its orders and artwork stay. You can restore it later.',
      confirmLabel: 'Archive',
    });
    if (ok) archive.mutate(row);
  };
  const onRestore = async () => {
    const ok = await confirm({
      title: `Restore “${row.title}”?`,
      description: 'It comes back as a draft. Set it active in the editor to show it in the shop.',
      confirmLabel: 'Restore',
    });
    if (ok) restore.mutate(row);
  };
  // Taking a product off the shop is confirmed, as archiving is; putting one on is not.
  const onDeactivate = async () => {
    const ok = await confirm({
      title: `Deactivate “${row.title}”?`,
      description:
        'It leaves the shop (its page answers “not found”) and becomes a draft you can still edit and preview. Its orders and artwork stay.',
      confirmLabel: 'Deactivate',
    });
    if (ok) deactivate.mutate(row);
  };
  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete “${row.title}”?`,
      description: 'The product and its form fields are removed for good. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (ok) remove.mutate(row);
  };

  const busy = [duplicate, activate, deactivate, archive, restore, remove].some((m) => m.isPending);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${row.title}`} disabled={busy}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={`/admin/products/${row.id}/edit`}>Edit</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`/products/${row.slug}?preview=1`} target="_blank" rel="noreferrer">
            Preview (opens a new tab)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => duplicate.mutate(row)}>Duplicate</DropdownMenuItem>
        <DropdownMenuSeparator />
        {row.status === 'draft' ? (
          <DropdownMenuItem onSelect={() => activate.mutate(row)}>Activate</DropdownMenuItem>
        ) : null}
        {row.status === 'active' ? (
          <DropdownMenuItem onSelect={() => void onDeactivate()}>Deactivate</DropdownMenuItem>
        ) : null}
        {row.status === 'archived' ? (
          <DropdownMenuItem onSelect={() => void onRestore()}>Restore</DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => void onArchive()}>Archive</DropdownMenuItem>
        )}
        {row.orderCount === 0 ? (
          <DropdownMenuItem onSelect={() => void onDelete()} className="text-danger">
            Delete
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
