import { LogIn, LogOut, Sparkles, SquarePen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { cn } from '@/lib/utils';
import { useSignOut } from '../hooks/use-sign-out';
import { accountEntries, offersUpgrade } from './account-entries';
import { NAV_LINKS } from './nav-links';
import { UserSummary } from './user-summary';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium hover:bg-cream [&_svg]:size-5 [&_svg]:text-muted';

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={itemClass}>
      {children}
    </Link>
  );
}

/** Collapsible menu for small screens: shop sections, then the account entries. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate(): void }) {
  const { status, user } = useAuth();
  const { openSignIn, openUpgrade } = useDialogs();
  const signOut = useSignOut();
  const entries = user ? accountEntries(user) : null;

  // Any link or action inside closes the menu; links then navigate as usual.
  return (
    <nav
      id={id}
      aria-label="Mobile"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a,button')) onNavigate();
      }}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-parchment bg-ivory px-4 pt-2 pb-4 lg:hidden"
    >
      <ul className="grid gap-1">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <MenuLink to={link.to}>{link.label}</MenuLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-parchment pt-2">
        {status === 'loading' ? (
          <p role="status" className="px-3 py-3 text-muted">
            Loading
          </p>
        ) : null}
        {status === 'signed-out' ? (
          <ul className="grid gap-1">
            <li>
              <MenuLink to="/products/vision-board">
                <SquarePen aria-hidden />
                Create Vision Board
              </MenuLink>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={() => openSignIn('sign-in')}>
                <LogIn aria-hidden />
                Login/Sign Up
              </button>
            </li>
          </ul>
        ) : null}
        {user && entries ? (
          <>
            <UserSummary user={user} className="px-3 py-3" />
            <ul className="grid gap-1">
              {entries.links.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <MenuLink to={to}>
                    <Icon aria-hidden />
                    {label}
                  </MenuLink>
                </li>
              ))}
              {offersUpgrade(user) ? (
                <li>
                  <button type="button" className={itemClass} onClick={openUpgrade}>
                    <Sparkles aria-hidden />
                    Upgrade to Premium
                  </button>
                </li>
              ) : null}
              {entries.admin ? (
                <li>
                  <MenuLink to={entries.admin.to}>
                    <entries.admin.icon aria-hidden />
                    {entries.admin.label}
                  </MenuLink>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className={cn(itemClass, 'text-danger')}
                  onClick={() => void signOut()}
                >
                  <LogOut aria-hidden />
                  Sign out
                </button>
              </li>
            </ul>
          </>
        ) : null}
      </div>
    </nav>
  );
}
