import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useUnsavedChangesGuard } from '@/features/admin/components/admin-form';

// The pricing screen holds several forms (each plan, the PNG price, the add/edit dialogs). Each
// AdminForm guards its own unsaved changes, but a React Router data router honours only one
// blocker at a time: the one registered last. So each form reports here whether it is dirty,
// and one page guard asks while any of them is. The guard is remounted whenever a form mounts,
// so its blocker is always the one registered last.

type UnsavedForms = {
  report: (key: string, dirty: boolean) => void;
  mounted: () => void;
};

const UnsavedFormsContext = createContext<UnsavedForms | null>(null);

export function UnsavedFormsProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [generation, setGeneration] = useState(0);
  const report = useCallback((key: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const mounted = useCallback(() => setGeneration((n) => n + 1), []);
  const value = useMemo(() => ({ report, mounted }), [report, mounted]);
  return (
    <UnsavedFormsContext.Provider value={value}>
      {children}
      <PageGuard key={generation} when={dirty.size > 0} />
    </UnsavedFormsContext.Provider>
  );
}

function PageGuard({ when }: { when: boolean }) {
  useUnsavedChangesGuard(when);
  return null;
}

/** Tells the page's guard whether the form `key` has unsaved changes (forgotten on unmount). */
export function useReportUnsaved(key: string, dirty: boolean) {
  const forms = useContext(UnsavedFormsContext);
  useEffect(() => {
    forms?.report(key, dirty);
  }, [forms, key, dirty]);
  useEffect(() => {
    forms?.mounted();
    return () => forms?.report(key, false);
  }, [forms, key]);
}
