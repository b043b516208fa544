import { AUTH_TOASTS } from '@atelier/shared/constants/auth-messages';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';

/** Signs out and tells the user how it went (SPEC.md §8 toasts). */
export function useSignOut() {
  const { signOut } = useAuth();
  return async () => {
    try {
      await signOut();
      toast({ ...AUTH_TOASTS.signedOut, variant: 'success' });
    } catch (error) {
      console.error('Sign-out failed', error);
      toast({ ...AUTH_TOASTS.signOutFailed, variant: 'destructive' });
    }
  };
}
