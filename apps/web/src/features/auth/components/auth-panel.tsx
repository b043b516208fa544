import type { UserProfile } from '@atelier/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { SignInTab } from '@/lib/dialogs';
import { publicConfigQueryOptions, usePublicConfig } from '@/lib/public-config';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { CreateAccountForm } from './create-account-form';
import { SignInForm } from './sign-in-form';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.56c2.08-1.92 3.28-4.74 3.28-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.77c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.07H2.18a11 11 0 0 0 0 9.86l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

export const GOOGLE_OFF_NOTE = 'Google sign-in is not set up on this shop: use your email below.';

interface AuthPanelProps {
  tab: SignInTab;
  onTabChange(tab: SignInTab): void;
  onSuccess?: (user: UserProfile) => void;
}

/** Google button plus the 'Sign In' / 'Create Account' tabs; used by the dialog and /auth. */
export function AuthPanel({ tab, onTabChange, onSuccess }: AuthPanelProps) {
  const queryClient = useQueryClient();
  const google = useGoogleSignIn(onSuccess);
  // A shop without Google keys says so on the button, not only after a click.
  const googleOff = usePublicConfig().data?.googleEnabled === false;
  const googleNoteId = useId();

  // Know early whether Google is on, so the click can open the popup without waiting.
  useEffect(() => {
    void queryClient.prefetchQuery(publicConfigQueryOptions());
  }, [queryClient]);

  return (
    <div className="grid gap-4">
      <Button
        type="button"
        variant="outline"
        onClick={() => void google.signIn()}
        disabled={google.pending || googleOff}
        aria-describedby={googleOff ? googleNoteId : undefined}
        className="w-full"
      >
        <GoogleMark />
        Continue with Google
      </Button>
      {googleOff ? (
        <p id={googleNoteId} className="-mt-2 text-center text-xs text-muted">
          {GOOGLE_OFF_NOTE}
        </p>
      ) : null}
      <div className="flex items-center gap-3 text-xs tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-parchment" />
        or
        <span className="h-px flex-1 bg-parchment" />
      </div>
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as SignInTab)}>
        <TabsList>
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="create-account">Create Account</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm onSuccess={onSuccess} />
        </TabsContent>
        <TabsContent value="create-account">
          <CreateAccountForm onSuccess={onSuccess} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
