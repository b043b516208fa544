import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { compressImage, formatFileSize, UPLOAD_DEFAULTS } from '@/lib/image-compression';
import { megabytes } from '@/lib/image-compression/format';
import type { UploadedFile, UploadProgressItem } from './types';
import { uploadImage } from './upload-image';
import { CLEAR_LIST_AFTER_MS, SUCCESS_TOAST_MS, UPLOAD_MESSAGES } from './upload-messages';

export interface UseImageUploadOptions {
  multiple?: boolean;
  maxSizeMB?: number;
  targetSizeMB?: number;
  folder?: string;
  prefix?: string;
  onUploaded: (files: UploadedFile[]) => void;
}

let nextId = 0;

/**
 * SPEC.md §4/§5 upload control state: validates a selection, then compresses and uploads
 * its files one after another. A failed file is marked error and the batch goes on; the
 * progress list clears 2 s after the batch; `onUploaded` gets the completed files once, and
 * the batch raises at most one size notice and one success toast, however many photos.
 */
export function useImageUpload({
  multiple = false,
  maxSizeMB = UPLOAD_DEFAULTS.maxSizeMB,
  targetSizeMB = UPLOAD_DEFAULTS.targetSizeMB,
  folder = UPLOAD_DEFAULTS.folder,
  prefix = UPLOAD_DEFAULTS.prefix,
  onUploaded,
}: UseImageUploadOptions) {
  const [items, setItems] = useState<UploadProgressItem[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const busy = useRef(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  // The latest callback, so a batch that outlives a re-render reports to the current parent.
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(clearTimer.current);
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<UploadProgressItem>) => {
    if (!mounted.current) return;
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const processFile = useCallback(
    async (item: UploadProgressItem): Promise<UploadedFile> => {
      const { file } = item;
      const compressionStatus = {
        isCompressing: true,
        originalSize: file.size,
        compressedSize: 0,
        progress: 0,
        stage: 'analyzing' as const,
        fileName: file.name,
      };
      update(item.id, { status: 'compressing', compressionStatus });
      const compressed = await compressImage(file, { targetSizeMB }, ({ stage, progress }) =>
        update(item.id, { compressionStatus: { ...compressionStatus, stage, progress } }),
      );
      update(item.id, {
        status: 'uploading',
        compressionStatus: {
          ...compressionStatus,
          isCompressing: false,
          compressedSize: compressed.compressedSize,
          progress: 100,
          stage: 'complete',
        },
      });
      const { url, key } = await uploadImage(compressed.file, { folder, prefix });
      update(item.id, { status: 'completed', uploadedUrl: url });
      return { url, key, name: file.name, size: compressed.compressedSize };
    },
    [folder, prefix, targetSizeMB, update],
  );

  /**
   * One size notice for the whole batch, raised before it starts: a toast per photo would
   * cover the form on a phone, where most photos are over the 2 MB target.
   */
  const noticeSizes = useCallback(
    (files: File[]) => {
      const tooLarge = files.filter((file) => file.size > megabytes(maxSizeMB));
      const optimizing = files.filter((file) => file.size > megabytes(targetSizeMB));
      if (tooLarge.length > 0) {
        const [first] = tooLarge;
        toast({
          title: UPLOAD_MESSAGES.TOO_LARGE_TITLE,
          description:
            tooLarge.length === 1 && first
              ? `${first.name} is ${formatFileSize(first.size)}, over the ${maxSizeMB} MB limit. It will be compressed automatically.`
              : `${tooLarge.length} images are over the ${maxSizeMB} MB limit. They will be compressed automatically.`,
        });
      } else if (optimizing.length > 0) {
        const [first] = optimizing;
        toast({
          title: UPLOAD_MESSAGES.OPTIMIZING_TITLE,
          description:
            optimizing.length === 1 && first
              ? `Compressing ${first.name} (${formatFileSize(first.size)}) to ${targetSizeMB} MB or less.`
              : `Compressing ${optimizing.length} images to ${targetSizeMB} MB or less.`,
        });
      }
    },
    [maxSizeMB, targetSizeMB],
  );

  const runBatch = useCallback(
    async (files: File[]) => {
      clearTimeout(clearTimer.current);
      const batch: UploadProgressItem[] = files.map((file) => ({
        id: `upload-${++nextId}`,
        file,
        status: 'pending',
      }));
      setItems(batch);
      busy.current = true;
      setIsUploading(true);
      noticeSizes(files);
      const completed: UploadedFile[] = [];
      let failures = 0;
      for (const item of batch) {
        try {
          completed.push(await processFile(item));
        } catch (error) {
          failures++;
          const message = error instanceof Error ? error.message : '';
          if (mounted.current) {
            setItems((current) =>
              current.map((entry) =>
                entry.id === item.id
                  ? {
                      ...entry,
                      status: 'error',
                      error: message || UPLOAD_MESSAGES.FAILED_FALLBACK,
                      compressionStatus: entry.compressionStatus && {
                        ...entry.compressionStatus,
                        isCompressing: false,
                      },
                    }
                  : entry,
              ),
            );
          }
          toast({
            title: UPLOAD_MESSAGES.FAILED_TITLE,
            description: message || UPLOAD_MESSAGES.FAILED_FALLBACK,
            variant: 'destructive',
          });
        }
      }
      busy.current = false;
      if (!mounted.current) return;
      // One success toast for the batch, once it is done; it never covers a failure's toast.
      if (completed.length > 0 && failures === 0) {
        toast({ title: UPLOAD_MESSAGES.SUCCESS, variant: 'success', duration: SUCCESS_TOAST_MS });
      }
      setIsUploading(false);
      if (completed.length > 0) onUploadedRef.current(completed);
      clearTimer.current = setTimeout(() => {
        if (mounted.current) setItems([]);
      }, CLEAR_LIST_AFTER_MS);
    },
    [noticeSizes, processFile],
  );

  /** Validates a picked or dropped selection (SPEC.md §5) and starts its batch. */
  const handleFiles = useCallback(
    (selection: FileList | readonly File[] | null) => {
      const files = Array.from(selection ?? []);
      if (files.length === 0 || busy.current) return;
      if (!multiple && files.length > 1) {
        toast({
          title: UPLOAD_MESSAGES.MULTIPLE_TITLE,
          description: UPLOAD_MESSAGES.MULTIPLE_DESCRIPTION,
          variant: 'destructive',
        });
        return;
      }
      const invalid = files.filter((file) => !file.type.startsWith('image/'));
      if (invalid.length > 0) {
        toast({
          title: UPLOAD_MESSAGES.INVALID_TYPE_TITLE,
          description: UPLOAD_MESSAGES.invalidTypeDescription(invalid.length),
          variant: 'destructive',
        });
        return;
      }
      void runBatch(files);
    },
    [multiple, runBatch],
  );

  return { items, isUploading, handleFiles };
}
