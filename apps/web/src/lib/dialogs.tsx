// Shell-wide dialogs (sign-in, upgrade) are rendered once by the app layout; any screen opens
// them through this context, so features never import each other's components.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type SignInTab = 'sign-in' | 'create-account';

interface DialogsValue {
  signIn: { open: boolean; tab: SignInTab };
  upgradeOpen: boolean;
  openSignIn(tab?: SignInTab): void;
  setSignInOpen(open: boolean): void;
  openUpgrade(): void;
  setUpgradeOpen(open: boolean): void;
}

const DialogsContext = createContext<DialogsValue | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [signIn, setSignIn] = useState<{ open: boolean; tab: SignInTab }>({
    open: false,
    tab: 'sign-in',
  });
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const value = useMemo<DialogsValue>(
    () => ({
      signIn,
      upgradeOpen,
      openSignIn: (tab = 'sign-in') => setSignIn({ open: true, tab }),
      setSignInOpen: (open) => setSignIn((s) => ({ ...s, open })),
      openUpgrade: () => setUpgradeOpen(true),
      setUpgradeOpen,
    }),
    [signIn, upgradeOpen],
  );
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

export function useDialogs(): DialogsValue {
  const context = useContext(DialogsContext);
  if (!context) throw new Error('useDialogs must be used within a DialogsProvider');
  return context;
}
