import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { isPrivatePath } from '@atelier/shared/web-routes';
import { useToast } from '@/components/ui/use-toast';
import { useFavoritesMigration } from '@/features/favorites-migration/hooks/use-favorites-migration';
import { Footer } from '@/features/layout/components/footer';
import { TopBar } from '@/features/layout/components/top-bar';
import { useDialogs } from '@/lib/dialogs';
import { importWithReload } from '../lazy-route';

// Dialogs load on first open so their form and validation code stays out of the first paint.
const SignInDialog = lazy(() =>
  importWithReload(() => import('@/features/auth/components/sign-in-dialog')).then((m) => ({
    default: m.SignInDialog,
  })),
);
// Radix Toast loads with the first toast; the store itself is tiny and always present.
const Toaster = lazy(() =>
  importWithReload(() => import('@/components/ui/toaster')).then((m) => ({ default: m.Toaster })),
);
const UpgradeDialog = lazy(() =>
  importWithReload(() => import('@/features/upgrade/components/upgrade-dialog')).then((m) => ({
    default: m.UpgradeDialog,
  })),
);

// SPEC.md §2's robots marker: the server sets it on first load, this keeps it right while
// navigating in the browser (one rule for both, packages/shared web-routes.ts).
function useRouteEffects() {
  const { pathname, hash } = useLocation();
  // The page the app first rendered: the browser (or the visitor, on the server-painted first
  // view) owns the scroll position there; only a later route change starts at the top.
  const firstPage = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (pathname + hash !== firstPage.current) {
      firstPage.current = '';
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  useEffect(() => {
    const noindex = isPrivatePath(pathname);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (noindex) {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'robots';
        document.head.append(meta);
      }
      meta.content = 'noindex, nofollow';
    } else {
      meta?.remove();
    }
  }, [pathname]);
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold-bright"
    />
  );
}

function ToastHost() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function ShellDialogs() {
  const { signIn, upgradeOpen } = useDialogs();
  return (
    <Suspense fallback={null}>
      {signIn.open ? <SignInDialog /> : null}
      {upgradeOpen ? <UpgradeDialog /> : null}
    </Suspense>
  );
}

/** The shell around every page: skip link, top bar, main landmark, footer, toasts. */
export function RootLayout() {
  useRouteEffects();
  useFavoritesMigration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-navy px-4 py-3 font-semibold text-ivory focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <TopBar />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ShellDialogs />
      <ToastHost />
    </div>
  );
}
