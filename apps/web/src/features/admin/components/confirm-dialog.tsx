import { AlertDialog } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// One confirm dialog for the whole admin area: any screen asks through useConfirm() and awaits
// the answer. Radix AlertDialog: focus starts on Cancel, Escape cancels, focus returns to the
// control that asked.
//
// The provider also owns the admin's one navigation blocker: React Router consults only one
// blocker at a time, so every form's unsaved-changes guard (useUnsavedChangesGuard, in
// admin-form.tsx) registers here, and leaving asks once if any of them has unsaved changes.

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_DESCRIPTION = 'Your changes to this page will be lost.';
export const LEAVE_CONFIRM = 'Leave page';

export type ConfirmOptions = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** A red confirm button, for deleting, archiving or losing work. */
  destructive?: boolean;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
};

type Confirm = (opts: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** A guard's "I have unsaved changes" flag, read when a navigation starts. */
export type DirtyFlag = { readonly current: boolean };
type GuardRegistry = { register(flag: DirtyFlag): () => void; blocksNavigation: boolean };
const GuardContext = createContext<GuardRegistry | null>(null);

/** The one useBlocker: asks before leaving the page while any registered guard is dirty. */
function LeaveGuard({ isDirty }: { isDirty: () => boolean }) {
  const confirm = useConfirm();
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirm({
      title: LEAVE_TITLE,
      description: LEAVE_DESCRIPTION,
      confirmLabel: LEAVE_CONFIRM,
      destructive: true,
    }).then((leave) => {
      if (!live) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, confirm]);
  return null;
}

type Pending = { opts: ConfirmOptions; resolve: (ok: boolean) => void };

/** Mounted once in the admin shell (AdminLayout); renders the dialog useConfirm() opens. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const pendingRef = useRef<Pending | null>(null);
  // No Trigger element: the control that asked gets focus back when the dialog closes.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const settle = useCallback((ok: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setOpen(false);
    current?.resolve(ok);
  }, []);

  const confirm = useCallback<Confirm>(
    (opts) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false); // a second question cancels the first
        if (!pendingRef.current && document.activeElement instanceof HTMLElement) {
          returnFocusRef.current = document.activeElement;
        }
        const next = { opts, resolve };
        pendingRef.current = next;
        setPending(next);
        setOpen(true);
      }),
    [],
  );

  // A question left open when the admin area unmounts counts as cancelled.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  // useBlocker needs a data router (the app's createBrowserRouter, tests' createMemoryRouter)
  // around this provider: mount it inside a route element, as AdminLayout does.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const flags = useRef(new Set<DirtyFlag>());
  const registry = useMemo<GuardRegistry>(
    () => ({
      register(flag) {
        flags.current.add(flag);
        return () => {
          flags.current.delete(flag);
        };
      },
      blocksNavigation: Boolean(dataRouter),
    }),
    [dataRouter],
  );
  const isDirty = useCallback(() => [...flags.current].some((flag) => flag.current), []);

  const opts = pending?.opts;
  return (
    <ConfirmContext.Provider value={confirm}>
      <GuardContext.Provider value={registry}>
        {children}
        {dataRouter ? <LeaveGuard isDirty={isDirty} /> : null}
      </GuardContext.Provider>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) settle(false);
        }}
      >
        {opts ? (
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy/50 backdrop-blur-[2px]" />
            <AlertDialog.Content
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                const target = returnFocusRef.current;
                returnFocusRef.current = null;
                if (target?.isConnected) target.focus();
              }}
              className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-parchment bg-ivory p-6 shadow-card"
            >
              <div className="grid gap-1.5">
                <AlertDialog.Title className="text-xl font-semibold text-navy">
                  {opts.title}
                </AlertDialog.Title>
                <AlertDialog.Description asChild>
                  <div className="text-sm text-muted">{opts.description}</div>
                </AlertDialog.Description>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel
                  className={buttonVariants({ variant: 'outline' })}
                  onClick={() => settle(false)}
                >
                  {opts.cancelLabel ?? 'Cancel'}
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  className={cn(
                    buttonVariants({ variant: opts.destructive ? 'destructive' : 'default' }),
                  )}
                  onClick={() => settle(true)}
                >
                  {opts.confirmLabel}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        ) : null}
      </AlertDialog.Root>
    </ConfirmContext.Provider>
  );
}

/**
 * Asks a yes/no question in a dialog: `if (await confirm({ title, description, confirmLabel,
 * destructive: true })) …`. Resolves true on confirm, false on Cancel, Escape or closing.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) {
    throw new Error(
      'useConfirm needs a <ConfirmProvider> above it (AdminLayout mounts one; wrap tests in it).',
    );
  }
  return confirm;
}

/**
 * Registers an unsaved-changes flag with the admin's navigation blocker (ConfirmProvider).
 * Used by useUnsavedChangesGuard; returns nothing.
 */
export function useRegisterDirtyFlag(flag: DirtyFlag): void {
  const registry = useContext(GuardContext);
  if (!registry) {
    throw new Error(
      'useUnsavedChangesGuard needs a <ConfirmProvider> above it (AdminLayout mounts one; wrap tests in it).',
    );
  }
  // A layout effect: registered in the same commit that shows the page, so a link clicked the
  // moment the page appears is already guarded (after a passive effect it slipped through once).
  useLayoutEffect(() => {
    if (!registry.blocksNavigation && import.meta.env.DEV) {
      console.warn(
        'useUnsavedChangesGuard: the ConfirmProvider is outside a data router, so in-app navigation is not guarded. Mount it inside a route element (as AdminLayout does).',
      );
    }
    return registry.register(flag);
  }, [registry, flag]);
}
