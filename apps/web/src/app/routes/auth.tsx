import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageIntro, usePageTitle } from '@/components/page-intro';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useGooglePopupRelay } from '@/features/auth/hooks/use-google-popup-relay';
import { useAuth } from '@/lib/auth';
import { safeRedirect } from '@/lib/safe-redirect';
import type { SignInTab } from '@/lib/dialogs';

export function AuthPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useAuth();
  const isPopup = useGooglePopupRelay(search);
  usePageTitle('Sign In');
  const redirect = safeRedirect(search.get('redirect'));
  const tab: SignInTab = search.get('tab') === 'create-account' ? 'create-account' : 'sign-in';

  if (isPopup) {
    return (
      <div role="status" className="grid justify-items-center gap-3 px-4 py-24 text-center">
        <p className="text-muted">Finishing sign-in... this window closes by itself.</p>
        <Link to="/" className="font-semibold underline underline-offset-4">
          Continue to Atelier
        </Link>
      </div>
    );
  }
  // Already signed in (or just signed in here): continue where the visitor was going.
  if (status === 'signed-in') return <Navigate to={redirect} replace />;

  return (
    <>
      <PageIntro title="Welcome to Atelier" documentTitle="Sign In">
        Sign in or create an account to create and keep your personalised artwork.
      </PageIntro>
      <div className="mx-auto max-w-md px-4 pb-12">
        <div className="rounded-2xl border border-parchment bg-white p-6 shadow-card">
          <AuthPanel
            tab={tab}
            onTabChange={(next) =>
              setSearch(
                (params) => {
                  params.set('tab', next);
                  return params;
                },
                { replace: true },
              )
            }
            onSuccess={() => navigate(redirect, { replace: true })}
          />
        </div>
      </div>
    </>
  );
}

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // The API sends a used, replaced or expired link here with ?error=INVALID_TOKEN, no token.
  const token = search.get('error') ? null : search.get('token');
  return (
    <>
      <PageIntro title="Choose a New Password" documentTitle="Reset Password">
        {token
          ? 'Enter your new password twice to finish resetting it.'
          : search.get('error')
            ? `${AUTH_ERROR_MESSAGES.RESET_LINK_EXPIRED} Request a new link from the sign-in form.`
            : 'This reset link is missing its token. Request a new link from the sign-in form.'}
      </PageIntro>
      <div className="mx-auto max-w-md px-4 pb-12">
        {token ? (
          <div className="rounded-2xl border border-parchment bg-white p-6 shadow-card">
            <ResetPasswordForm token={token} onDone={() => navigate('/auth', { replace: true })} />
          </div>
        ) : (
          <p className="text-center">
            <Link to="/auth" className="font-semibold underline underline-offset-4">
              Back to sign in
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
