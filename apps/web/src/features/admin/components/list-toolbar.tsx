import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

// Above a list: a search box (debounced 300 ms), filters as labelled selects with "All",
// and the page's actions ("New product"). Wraps onto several lines on phones.

export const SEARCH_DEBOUNCE_MS = 300;

export type ListFilter = {
  name: string;
  label: string;
  /** The chosen value, or undefined / '' for "All". */
  value: string | undefined;
  options: { value: string; label: string }[];
  /** Text of the no-filter option (default "All"). */
  allLabel?: string;
};

export type ListToolbarProps = {
  search?: { value: string; onChange: (value: string) => void; label: string };
  filters?: ListFilter[];
  onFilterChange?: (name: string, value: string | undefined) => void;
  actions?: ReactNode;
  className?: string;
};

function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL changed under us (back/forward, a reset): show it.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text;
      onChangeRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const clear = () => {
    setText('');
    lastSent.current = '';
    onChangeRef.current('');
  };

  return (
    <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              lastSent.current = text;
              onChangeRef.current(text);
            }
          }}
          className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
        />
        {text ? (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-navy focus-visible:outline-3 focus-visible:outline-gold sm:size-9"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
    </div>
  );
}

function FilterSelect({
  filter,
  onFilterChange,
}: {
  filter: ListFilter;
  onFilterChange?: (name: string, value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 flex-1 basis-36 gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium text-navy">
        {filter.label}
      </label>
      <select
        id={id}
        value={filter.value ?? ''}
        onChange={(event) => onFilterChange?.(filter.name, event.target.value || undefined)}
        className="min-h-11 w-full rounded-lg border border-navy/20 bg-white px-3 text-base text-navy focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 sm:text-sm"
      >
        <option value="">{filter.allLabel ?? 'All'}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ListToolbar({
  search,
  filters = [],
  onFilterChange,
  actions,
  className,
}: ListToolbarProps) {
  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      {search ? <SearchBox {...search} /> : null}
      {filters.map((filter) => (
        <FilterSelect key={filter.name} filter={filter} onFilterChange={onFilterChange} />
      ))}
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{actions}</div>
      ) : null}
    </div>
  );
}
