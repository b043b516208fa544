import { Lock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';

interface RequireAuthProps {
  children: ReactNode;
  /** Only role admin may see the content. */
  admin?: boolean;
  /** What the visitor signs in for, e.g. 'your portraits'. */
  purpose?: string;
}

function Notice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-gold-soft text-navy">
        {icon}
      </span>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </section>
  );
}

/** Shows private content to the signed-in user, a sign-in prompt to everyone else. */
export function RequireAuth({ children, admin = false, purpose = 'this page' }: RequireAuthProps) {
  const { status, user } = useAuth();
  const { openSignIn } = useDialogs();

  if (status === 'loading') {
    return (
      <div role="status" className="px-4 py-20 text-center text-muted">
        Checking your sign-in...
      </div>
    );
  }
  if (!user) {
    return (
      <Notice icon={<Lock className="size-6" aria-hidden />} title="Please sign in">
        <p className="text-muted">Sign in to your Atelier account to see {purpose}.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => openSignIn('sign-in')}>Sign in to continue</Button>
          <Button variant="outline" onClick={() => openSignIn('create-account')}>
            Create an account
          </Button>
        </div>
      </Notice>
    );
  }
  if (admin && user.role !== 'admin') {
    return (
      <Notice icon={<ShieldAlert className="size-6" aria-hidden />} title="Access denied">
        <p className="text-muted">The admin area is only open to shop administrators.</p>
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </Notice>
    );
  }
  return <>{children}</>;
}
