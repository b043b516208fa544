import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { useRegenerateArtwork } from '../api/regenerate-artwork';

/**
 * Starts a new version of a board's artwork and shows it (live) on the screen. Over the
 * monthly allowance (402) the upgrade dialog opens on a freshly read profile, so it shows
 * 'You've reached your monthly limit' with the true used/limit.
 */
export function useRegenerate() {
  const mutation = useRegenerateArtwork();
  const navigate = useNavigate();
  const { refreshProfile } = useAuth();
  const { openUpgrade } = useDialogs();

  const regenerate = async (visionBoardId: string) => {
    try {
      const artwork = await mutation.mutateAsync(visionBoardId);
      void refreshProfile();
      await navigate(`/artwork/${artwork.visionBoardId}/${artwork.id}`);
    } catch (error) {
      if (errorStatus(error) === 402) {
        await refreshProfile();
        openUpgrade();
        return;
      }
      console.error('Regenerate failed', error);
      toast({
        title: 'Could not start a new version',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  };

  return { regenerate, isPending: mutation.isPending };
}
