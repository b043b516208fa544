import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDialogs } from '@/lib/dialogs';
import { AuthPanel } from './auth-panel';

/** The shell's sign-in dialog; opened through useDialogs().openSignIn(). */
export function SignInDialog() {
  const { signIn, setSignInOpen, openSignIn } = useDialogs();
  return (
    <Dialog open={signIn.open} onOpenChange={setSignInOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Welcome to Atelier</DialogTitle>
          <DialogDescription>
            Sign in or create an account to create and keep your personalised artwork.
          </DialogDescription>
        </DialogHeader>
        <AuthPanel
          tab={signIn.tab}
          onTabChange={openSignIn}
          onSuccess={() => setSignInOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
