import type { UserProfile } from '@atelier/shared/schemas/auth';
import { useId } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useUpdateProfile } from '../api/account-api';

/** The e-mails the shopper gets about their artwork: on when it is ready or could not be made. */
export function MailSection({ user }: { user: UserProfile }) {
  const id = useId();
  const update = useUpdateProfile();
  const { refreshProfile } = useAuth();

  const onChange = async (artworkMails: boolean) => {
    try {
      await update.mutateAsync({ artworkMails });
      await refreshProfile();
      toast({
        title: artworkMails ? 'Artwork e-mails on' : 'Artwork e-mails off',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-navy"
        checked={user.artworkMails}
        disabled={update.isPending}
        onChange={(e) => void onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="font-semibold text-navy">
          E-mail me when my artwork is ready
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          With a preview and a link to it, and a note if it could not be made (the generation then
          comes back to you). Order and password e-mails are always sent.
        </p>
      </div>
    </div>
  );
}
