import { FilterChips } from '@/components/ui/filter-chips';
import { STATUS_OPTIONS } from '../lib/labels';

/**
 * The status filter above the orders table, each chip with how many orders of the chosen kind
 * are in that status ("Paid (3)"), so the owner sees at once what waits to be made or shipped.
 */
export function StatusChips({
  counts,
  options = STATUS_OPTIONS,
  value,
  onChange,
}: {
  counts: Record<string, number> | undefined;
  /** The statuses the chosen kind can have (default: every status). */
  options?: { value: string; label: string }[];
  value: string | undefined;
  onChange: (status: string | undefined) => void;
}) {
  const count = (n: number | undefined) => (counts ? ` (${n ?? 0})` : '');
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  return (
    <FilterChips
      label="Filter by status"
      allLabel={`All${count(all)}`}
      options={options.map((o) => ({
        value: o.value,
        label: `${o.label}${count(counts?.[o.value])}`,
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
