import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import type { CompressionStage } from '@/lib/image-compression';
import { formatFileSize } from '@/lib/image-compression/format';
import { cn } from '@/lib/utils';
import type { UploadProgressItem, UploadStatus } from './types';

export const STATUS_LABELS: Record<UploadStatus, string> = {
  pending: 'Waiting',
  compressing: 'Compressing',
  uploading: 'Uploading',
  completed: 'Completed',
  error: 'Error',
};

export const STAGE_LABELS: Record<CompressionStage, string> = {
  analyzing: 'Analyzing',
  compressing: 'Compressing',
  optimizing: 'Optimizing',
  complete: 'Complete',
};

function StatusIcon({ status }: { status: UploadStatus }) {
  if (status === 'completed') return <CircleCheck className="size-4 text-success" aria-hidden />;
  if (status === 'error') return <CircleAlert className="size-4 text-danger" aria-hidden />;
  if (status === 'pending') return <Clock className="size-4 text-muted" aria-hidden />;
  return (
    <LoaderCircle
      className="size-4 animate-spin text-gold-ink motion-reduce:animate-none"
      aria-hidden
    />
  );
}

function itemProgress(item: UploadProgressItem): number {
  if (item.status === 'completed') return 100;
  if (item.status === 'uploading') return 100;
  return item.compressionStatus?.progress ?? 0;
}

/** One line per file of the batch: status, compression stage, sizes and a progress bar. */
export function UploadProgressList({ items }: { items: UploadProgressItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Upload progress" className="space-y-2">
      {items.map((item) => {
        const compression = item.compressionStatus;
        const progress = itemProgress(item);
        return (
          <li
            key={item.id}
            className="rounded-lg border border-navy/10 bg-white/70 px-3 py-2 text-sm text-navy"
          >
            <div className="flex items-center gap-2">
              <StatusIcon status={item.status} />
              <span className="min-w-0 flex-1 truncate font-medium">{item.file.name}</span>
              <span
                className={cn(
                  'shrink-0 text-xs font-semibold',
                  item.status === 'error' ? 'text-danger' : 'text-muted',
                )}
              >
                {STATUS_LABELS[item.status]}
              </span>
            </div>
            {compression && item.status !== 'error' && (
              <p className="mt-1 text-xs text-muted">
                {item.status === 'compressing' && `${STAGE_LABELS[compression.stage]} · `}
                {formatFileSize(compression.originalSize)}
                {compression.compressedSize > 0 &&
                  ` → ${formatFileSize(compression.compressedSize)}`}
              </p>
            )}
            {item.status === 'error' && item.error && (
              <p className="mt-1 text-xs text-danger">{item.error}</p>
            )}
            {item.status !== 'error' && (
              <div
                role="progressbar"
                aria-label={`${item.file.name} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-cream"
              >
                <div
                  className="h-full rounded-full bg-gold transition-[width] motion-reduce:transition-none"
                  style={{ width: `${progress}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The sentence the live region announces when a file changes state (not every percent). */
export function announcement(items: UploadProgressItem[]): string {
  const current =
    items.find((item) => item.status === 'compressing' || item.status === 'uploading') ??
    items.at(-1);
  if (!current) return '';
  if (current.status === 'error') return `${current.file.name}: ${current.error ?? 'Error'}`;
  return `${current.file.name}: ${STATUS_LABELS[current.status]}`;
}
