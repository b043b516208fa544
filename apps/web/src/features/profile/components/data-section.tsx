import { DELETE_ACCOUNT_CONFIRMATION } from '@atelier/shared/schemas/account';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount, useExportMyData } from '../api/account-api';

export const DATA_TOASTS = {
  exported: { title: 'Data Exported', description: 'Your data has been downloaded as JSON.' },
  exportFailed: {
    title: 'Export Failed',
    description: 'Your data could not be downloaded. Please try again.',
  },
  deleted: {
    title: 'Account Deleted',
    description: 'Your account and all its data have been deleted.',
  },
} as const;
const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

/** Export my data (a JSON download) and delete my account (typed confirmation). */
export function DataSection() {
  const exportData = useExportMyData();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const onExport = async () => {
    try {
      await exportData.mutateAsync();
      toast({ ...DATA_TOASTS.exported, variant: 'success' });
    } catch (error) {
      console.error('Data export failed', error);
      toast({ ...DATA_TOASTS.exportFailed, variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-navy-soft">
          A copy of your profile, vision boards, artworks, orders, favorites and uploads.
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={exportData.isPending}
          onClick={() => void onExport()}
        >
          {exportData.isPending ? 'Preparing...' : 'Export my data'}
        </Button>
      </div>
      <div className="grid gap-2 border-t border-parchment pt-6">
        <p className="text-sm text-navy-soft">
          Deletes your account, your portraits, orders, favorites and every photo you uploaded. This
          cannot be undone.
        </p>
        <Button
          variant="destructive"
          className="justify-self-start"
          onClick={() => setConfirmOpen(true)}
        >
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </div>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { signOut, refreshProfile } = useAuth();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirmed = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;

  const onDelete = async () => {
    setError(undefined);
    try {
      await remove.mutateAsync();
    } catch (err) {
      setError(errorMessage(err, DELETE_FAILED));
      return;
    }
    // Home first, then sign out, then the confirmation: it is raised on the signed-out home
    // page the shopper lands on, not on the profile page they are leaving.
    onOpenChange(false);
    await navigate('/', { replace: true });
    try {
      // The session is gone with the account; this clears the token and the profile here.
      await signOut();
    } catch {
      // Reading the (now missing) profile signs this browser out as well.
      await refreshProfile();
    }
    toast({ ...DATA_TOASTS.deleted, variant: 'success' });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTyped('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your account, portraits, vision boards, orders, favorites and uploaded photos will be
            deleted for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-confirm`}>
            {`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
          </Label>
          <Input
            id={`${id}-confirm`}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={!confirmed || remove.isPending}
            onClick={() => void onDelete()}
          >
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
