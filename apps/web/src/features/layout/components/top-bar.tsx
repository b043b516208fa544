import { Images, Menu, Sparkles, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { cn } from '@/lib/utils';
import { offersUpgrade } from './account-entries';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

// The menu (Radix dropdown + positioning) only matters once signed in: load it then.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

function UserMenuPlaceholder() {
  return <span aria-hidden className="inline-block size-11 animate-pulse rounded-full bg-cream" />;
}

function DesktopActions() {
  const { status, user } = useAuth();
  const { openUpgrade } = useDialogs();
  if (status === 'loading') {
    void loadUserMenu(); // likely signed in: fetch the menu while the profile loads
    return (
      <Button variant="outline" disabled>
        Loading
      </Button>
    );
  }
  if (!user) {
    return (
      <Button asChild variant="accent">
        <Link to="/products">Create Your Portrait</Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost">
        <Link to="/artwork">
          <Images aria-hidden />
          My Portraits
        </Link>
      </Button>
      {offersUpgrade(user) ? (
        <Button variant="accent" onClick={openUpgrade}>
          <Sparkles aria-hidden />
          Upgrade to Premium
        </Button>
      ) : null}
      <Suspense fallback={<UserMenuPlaceholder />}>
        <UserMenu user={user} />
      </Suspense>
    </>
  );
}

/** Sticky top bar: sections left, centered logo, account actions right (SPEC.md §2). */
export function TopBar() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the menu and hands focus back to its toggle, so keyboard users stay put.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-parchment bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/80">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 sm:px-6">
        <div className="flex items-center gap-1">
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-navy-soft hover:bg-cream hover:text-navy',
                    isActive &&
                      'text-navy underline decoration-gold decoration-2 underline-offset-8',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
        <Logo />
        <div className="flex items-center justify-end gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <DesktopActions />
          </div>
          {user ? (
            <Button asChild variant="outline" size="sm" className="lg:hidden">
              <Link to="/artwork">
                <Images aria-hidden />
                Portraits
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {menuOpen ? <MobileMenu id={menuId} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
