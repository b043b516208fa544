import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useUndoToast } from '@/features/admin/components/inline-toggle';

interface Versioned {
  id: string;
  updatedAt: string;
}

/**
 * The lists' inline toggles: PATCH the change with the row's version, put the saved row into
 * the cached lists at once, then offer Undo (which PATCHes the old values back with the new
 * version). A failure is rethrown so the toggle snaps back and says why; the list is refetched
 * either way, so a stale row gets its current version.
 */
export function useInlinePatch<T extends Versioned, P extends { updatedAt: string }>(
  listKey: QueryKey,
  patch: (id: string, body: P) => Promise<T>,
) {
  const queryClient = useQueryClient();
  const undoToast = useUndoToast();

  const putInCache = (saved: T) =>
    queryClient.setQueriesData<{ items: T[] }>({ queryKey: listKey }, (old) =>
      old ? { ...old, items: old.items.map((it) => (it.id === saved.id ? saved : it)) } : old,
    );
  const refetch = () => queryClient.invalidateQueries({ queryKey: listKey });

  return async (row: T, changes: Omit<P, 'updatedAt'>, message: string) => {
    const before: Record<string, unknown> = {};
    for (const key of Object.keys(changes)) {
      before[key] = (row as unknown as Record<string, unknown>)[key];
    }
    try {
      // The answer is the saved row; merged over the old one in case it carries less.
      const saved: T = {
        ...row,
        ...(await patch(row.id, { ...changes, updatedAt: row.updatedAt } as P)),
      };
      putInCache(saved);
      // A failed undo is rethrown: the undo toast says it could not undo.
      undoToast(message, async () => {
        try {
          const back = await patch(saved.id, { ...before, updatedAt: saved.updatedAt } as P);
          putInCache({ ...saved, ...back });
        } finally {
          void refetch();
        }
      });
    } finally {
      void refetch();
    }
  };
}
