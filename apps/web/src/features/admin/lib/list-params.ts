import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// A list's state (search, filters, sort, page) lives in the URL search params, so back/forward
// and a reload keep it, and a link to a filtered list can be shared.

export type ListParams = {
  q: string;
  page: number;
  pageSize: number;
  sort: string;
  dir: 'asc' | 'desc';
  filters: Record<string, string>;
};

export type ListParamsUpdate = Partial<Omit<ListParams, 'filters'>> & {
  filters?: Record<string, string | undefined>;
};

export type ListParamsDefaults = {
  sort: string;
  dir?: 'asc' | 'desc';
  pageSize?: number;
  /** Names of the filters this list reads from the URL (category, status, active, …). */
  filters?: string[];
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;
const RESERVED = new Set(['q', 'page', 'pageSize', 'sort', 'dir']);

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** Reads a list's params from `search`, falling back to `defaults`. */
export function readListParams(search: URLSearchParams, defaults: ListParamsDefaults): ListParams {
  const dirText = search.get('dir');
  const filters: Record<string, string> = {};
  for (const name of defaults.filters ?? []) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    q: search.get('q') ?? '',
    page: positiveInt(search.get('page'), 1),
    pageSize: positiveInt(search.get('pageSize'), defaults.pageSize ?? DEFAULT_PAGE_SIZE, 100),
    sort: search.get('sort') || defaults.sort,
    dir: dirText === 'asc' || dirText === 'desc' ? dirText : (defaults.dir ?? 'asc'),
    filters,
  };
}

/**
 * The list's state from the URL, and a setter that merges a change into it. Changing q or a
 * filter goes back to page 1; a filter set to undefined or '' is removed. Defaults are left
 * out of the URL so it stays short; other search params (a tab, an open dialog) are kept.
 * Pass everything that changes together in one call: like React Router's setSearchParams,
 * two calls in the same event both start from the same URL, so the second one wins.
 */
export function useListParams(
  defaults: ListParamsDefaults,
): [ListParams, (next: ListParamsUpdate) => void] {
  const [search, setSearch] = useSearchParams();
  const { sort, dir, pageSize, filters } = defaults;
  const filterKey = (filters ?? []).join('\u0000');
  const stableDefaults = useMemo<ListParamsDefaults>(
    () => ({ sort, dir, pageSize, filters: filterKey ? filterKey.split('\u0000') : [] }),
    [sort, dir, pageSize, filterKey],
  );
  const params = useMemo(() => readListParams(search, stableDefaults), [search, stableDefaults]);

  const update = useCallback(
    (next: ListParamsUpdate) => {
      setSearch(
        (previous) => {
          const current = readListParams(previous, stableDefaults);
          const resetsPage =
            (next.q !== undefined && next.q !== current.q) ||
            (next.filters !== undefined &&
              Object.entries(next.filters).some(
                ([name, value]) => (value || undefined) !== current.filters[name],
              ));
          const merged: ListParams = {
            q: next.q ?? current.q,
            page: next.page ?? (resetsPage ? 1 : current.page),
            pageSize: next.pageSize ?? current.pageSize,
            sort: next.sort ?? current.sort,
            dir: next.dir ?? current.dir,
            filters: { ...current.filters },
          };
          for (const [name, value] of Object.entries(next.filters ?? {})) {
            if (value) merged.filters[name] = value;
            else delete merged.filters[name];
          }
          // Keep unrelated params (a tab, a dialog) as they were.
          const out = new URLSearchParams(previous);
          const put = (name: string, value: string, fallback: string) => {
            if (value && value !== fallback) out.set(name, value);
            else out.delete(name);
          };
          put('q', merged.q.trim() ? merged.q : '', '');
          put('page', String(merged.page), '1');
          put('pageSize', String(merged.pageSize), String(pageSize ?? DEFAULT_PAGE_SIZE));
          put('sort', merged.sort, sort);
          put('dir', merged.dir, dir ?? 'asc');
          for (const name of new Set([
            ...(stableDefaults.filters ?? []),
            ...Object.keys(next.filters ?? {}),
          ])) {
            put(name, merged.filters[name] ?? '', '');
          }
          return out;
        },
        // Typing in the search box replaces the entry; paging and sorting can be gone back on.
        { replace: next.q !== undefined && Object.keys(next).length === 1 },
      );
    },
    [setSearch, stableDefaults, sort, dir, pageSize],
  );

  return [params, update];
}

/** '?q=…&page=…&pageSize=…&sort=…&dir=…&<filter>=…' for the API (empty q and filters left out). */
export function toQueryString(p: ListParams): string {
  const out = new URLSearchParams();
  if (p.q.trim()) out.set('q', p.q.trim());
  out.set('page', String(p.page));
  out.set('pageSize', String(p.pageSize));
  if (p.sort) out.set('sort', p.sort);
  out.set('dir', p.dir);
  for (const [name, value] of Object.entries(p.filters)) {
    if (value && !RESERVED.has(name)) out.set(name, value);
  }
  return `?${out.toString()}`;
}

/**
 * The URL's search params with a way to change some of them: `hrefWith` gives the link (a
 * value of undefined or '' drops the param), `update` navigates there. For lists whose state is
 * a few named params (a status filter, the open item's ?id=) rather than a paged table.
 */
export function useSearchEditor() {
  const [search, setSearch] = useSearchParams();
  const hrefWith = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const qs = next.toString();
      return qs ? `?${qs}` : '?';
    },
    [search],
  );
  const update = (changes: Record<string, string | undefined>) => setSearch(hrefWith(changes));
  return { search, hrefWith, update };
}
