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

// The pricing screen holds several forms (each plan, the PNG price). Each AdminForm guards its
// own unsaved changes, but a React Router data router honours only one blocker at a time (the
// one registered last), so on a page of several forms only the last form's edits would be
// guarded. Each form reports whether it is dirty here, and one guard, mounted after the forms
// (so its blocker is the one registered last), asks while any of them is.

type Report = (key: string, dirty: boolean) => void;

const UnsavedFormsContext = createContext<Report | null>(null);

export function UnsavedFormsProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((key, isDirty) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const value = useMemo(() => report, [report]);
  return (
    <UnsavedFormsContext.Provider value={value}>
      {children}
      <PageGuard when={dirty.size > 0} />
    </UnsavedFormsContext.Provider>
  );
}

function PageGuard({ when }: { when: boolean }) {
  useUnsavedChangesGuard(when);
  return null;
}

/** Tells the page's guard whether the form `key` has unsaved changes (and forgets it on unmount). */
export function useReportUnsaved(key: string, dirty: boolean) {
  const report = useContext(UnsavedFormsContext);
  useEffect(() => {
    report?.(key, dirty);
  }, [report, key, dirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
