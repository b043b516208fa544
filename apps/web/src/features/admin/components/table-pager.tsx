import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { ListParams } from '../lib/list-params';

/** Below the data table: which rows are shown, the page size, and Previous / Next. */
export function TablePager({
  caption,
  total,
  params,
  pageCount,
  pageSizes,
  onParamsChange,
}: {
  caption: string;
  total: number;
  params: Pick<ListParams, 'page' | 'pageSize'>;
  pageCount: number;
  pageSizes: readonly number[];
  onParamsChange: (next: Partial<ListParams>) => void;
}) {
  const pageSizeId = useId();
  const first = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const last = Math.min(total, params.page * params.pageSize);
  const sizes = pageSizes.includes(params.pageSize)
    ? pageSizes
    : [...pageSizes, params.pageSize].sort((a, b) => a - b);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted">
      <p aria-live="polite">{total === 0 ? 'No results' : `${first}–${last} of ${total}`}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={pageSizeId}>Rows per page</label>
          <select
            id={pageSizeId}
            value={params.pageSize}
            onChange={(event) => onParamsChange({ pageSize: Number(event.target.value), page: 1 })}
            className="min-h-11 rounded-lg border border-navy/20 bg-white px-2 text-navy sm:min-h-9"
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={`${caption} pages`} className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onParamsChange({ page: params.page - 1 })}
            disabled={params.page <= 1}
          >
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <span className="whitespace-nowrap text-navy">
            Page {Math.min(params.page, pageCount)} of {pageCount}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onParamsChange({ page: params.page + 1 })}
            disabled={params.page >= pageCount}
          >
            Next
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      </div>
    </div>
  );
}
