import { ImageUp, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { UPLOAD_DEFAULTS } from '@/lib/image-compression';
import { cn } from '@/lib/utils';
import type { UploadedFile } from './types';
import { announcement, UploadProgressList } from './upload-progress-list';
import { UPLOAD_MESSAGES } from './upload-messages';
import { useImageUpload } from './use-image-upload';

export type { UploadedFile, UploadProgressItem, UploadStatus } from './types';

export interface ImageUploadProps {
  /** Id of the file input, for a parent's <label htmlFor>. */
  id?: string;
  /** Accessible name of the drop zone. */
  label?: string;
  multiple?: boolean;
  /** Files over this are still accepted and compressed (toast 'File too large'). */
  maxSizeMB?: number;
  /** Compress until at or under this ('Optimized for AI'). */
  targetSizeMB?: number;
  folder?: string;
  prefix?: string;
  disabled?: boolean;
  /** Id of a message about the control (e.g. a field's error), read with the button. */
  describedBy?: string;
  /** The button's text when idle (default 'Choose image' / 'Choose images'). */
  chooseLabel?: string;
  /**
   * The line under the button (default: the formats, the size and SPEC.md §8's 'Optimized for
   * AI', which is about photos for artwork: a control for anything else says its own).
   */
  hint?: ReactNode;
  /** Called once per batch with the files that completed (never with an empty list). */
  onUploaded: (files: UploadedFile[]) => void;
  /**
   * A batch starts (true) or ends (false). The end is told after the render that shows the
   * batch's files to the parent, and also when the control goes away mid-batch.
   */
  onBusyChange?: (busy: boolean) => void;
  onFocus?: () => void;
}

/**
 * SPEC.md §2 reusable image upload control: a drop zone and a real button opening the file
 * picker (image/* only). Each file is compressed off the main thread, then uploaded; a list
 * shows every file's state until 2 s after the batch. Thumbnails of the uploaded files are
 * the parent's to show (see UploadedThumbnails).
 */
export function ImageUpload({
  id,
  label,
  multiple = false,
  maxSizeMB = UPLOAD_DEFAULTS.maxSizeMB,
  targetSizeMB = UPLOAD_DEFAULTS.targetSizeMB,
  folder,
  prefix,
  disabled = false,
  describedBy,
  chooseLabel,
  hint,
  onUploaded,
  onBusyChange,
  onFocus,
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { items, isUploading, handleFiles } = useImageUpload({
    multiple,
    maxSizeMB,
    targetSizeMB,
    folder,
    prefix,
    onUploaded,
  });
  const onBusyChangeRef = useRef(onBusyChange);
  useEffect(() => {
    onBusyChangeRef.current = onBusyChange;
  }, [onBusyChange]);
  useEffect(() => {
    if (!isUploading) return;
    onBusyChangeRef.current?.(true);
    return () => onBusyChangeRef.current?.(false);
  }, [isUploading]);
  const inactive = disabled || isUploading;
  const noun = multiple ? 'images' : 'image';

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (inactive) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Leaving for a child element is not leaving the zone.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!inactive) handleFiles(event.dataTransfer.files);
  };

  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={label ?? `Upload ${noun}`}
        aria-disabled={disabled || undefined}
        aria-busy={isUploading || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-navy/20 bg-white/50 px-4 py-6 text-center transition-colors',
          dragging && 'border-gold bg-gold-soft/40',
          disabled && 'opacity-60',
        )}
      >
        <ImageUp className="size-8 text-gold-ink" aria-hidden />
        <p className="text-sm text-navy">
          Drag and drop {multiple ? 'your images' : 'your image'} here, or
        </p>
        {/* Busy is aria-disabled, not disabled: a disabled button drops the keyboard focus
            to the page, and the visitor who just picked photos would have to find it again. */}
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          aria-disabled={isUploading || undefined}
          aria-describedby={describedBy}
          className={cn(isUploading && 'cursor-progress opacity-60')}
          onClick={() => {
            if (!inactive) input.current?.click();
          }}
          onFocus={onFocus}
        >
          {isUploading ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : null}
          {isUploading ? 'Uploading…' : (chooseLabel ?? `Choose ${noun}`)}
        </Button>
        <p className="text-xs text-muted">
          {hint ?? (
            <>
              JPG, PNG or WebP, up to {maxSizeMB} MB. {UPLOAD_MESSAGES.OPTIMIZED_FOR_AI}: larger
              images are compressed to {targetSizeMB} MB.
            </>
          )}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          multiple={multiple}
          disabled={inactive}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            handleFiles(event.target.files);
            // Let the same file be picked again after an error.
            event.target.value = '';
          }}
        />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement(items)}
      </p>
      <UploadProgressList items={items} />
    </div>
  );
}
