import type { AdminImage } from '@atelier/shared/schemas/admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageIcon, ImagePlus, Loader2, Upload, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { adminApi, adminErrorMessage, adminKeys } from '../api/admin-api';
import { mediaUrl } from '../lib/media-url';
import {
  describedBy,
  FieldDescription,
  FieldErrorText,
  errorText,
  useFieldIds,
} from './form-fields';
import { ListToolbar } from './list-toolbar';

// Choosing an image for a product, a gallery item or a testimonial: reuse one of the shop's
// images (static-assets/, GET /api/admin/images) or upload a new one (POST, field "image").

export const IMAGES_PATH = '/api/admin/images';
export const IMAGE_PAGE_SIZE = 24;

type ImagePage = { items: AdminImage[]; total: number; page: number; pageSize: number };

export const adminImagesKey = (q: string, page: number) =>
  [...adminKeys.area('images'), { q, page }] as const;

/** The last part of a key or URL: what an image is called when nothing better is known. */
function baseName(ref: string): string {
  return ref.split(/[?#]/)[0]?.split('/').pop() || ref;
}

export type ImagePickerProps = {
  value: string | null;
  onChange: (key: string | null) => void;
  label: string;
  /** Wiring for a form field: the Change button carries these. */
  id?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
  /** Heading hidden when the caller shows its own label (ImagePickerField). */
  hideLabel?: boolean;
};

export function ImagePicker({
  value,
  onChange,
  label,
  id,
  buttonRef,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  disabled = false,
  hideLabel = false,
}: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const src = mediaUrl(value);
  const name = value ? baseName(value) : null;

  return (
    <div role="group" aria-labelledby={labelId} className="grid min-w-0 gap-2">
      <span id={labelId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-navy'}>
        {label}
      </span>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <div
          className={cn(
            'flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-cream',
            ariaInvalid ? 'border-danger' : 'border-parchment',
          )}
        >
          {src ? (
            <img src={src} alt={`${label}: ${name}`} className="size-full object-cover" />
          ) : (
            <span className="grid justify-items-center gap-1 text-xs text-muted">
              <ImageIcon className="size-6" aria-hidden />
              No image
            </span>
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          {name ? <p className="truncate text-sm text-muted">{name}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              id={id}
              ref={buttonRef}
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => setOpen(true)}
              aria-invalid={ariaInvalid || undefined}
              aria-describedby={ariaDescribedBy}
              aria-label={
                value ? `Change ${label.toLowerCase()}` : `Choose image for ${label.toLowerCase()}`
              }
            >
              <ImagePlus aria-hidden />
              {value ? 'Change' : 'Choose image'}
            </Button>
            {value ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(null)}
                aria-label={`Remove ${label.toLowerCase()}`}
              >
                <X aria-hidden />
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <ImagePickerDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        value={value}
        onChoose={(key) => {
          onChange(key);
          setOpen(false);
        }}
      />
    </div>
  );
}

function ImagePickerDialog({
  open,
  onOpenChange,
  title,
  value,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  value: string | null;
  onChoose: (key: string) => void;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] gap-4 overflow-hidden rounded-2xl border border-parchment bg-ivory p-4 shadow-card sm:p-6">
          <div className="grid gap-1 pr-10">
            <DialogPrimitive.Title className="text-xl font-semibold text-navy">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-muted">
              Choose one of the shop’s images or upload a new one.
            </DialogPrimitive.Description>
          </div>
          <Tabs
            defaultValue="library"
            className="grid min-h-0 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)]"
          >
            <TabsList>
              <TabsTrigger value="library">Shop images</TabsTrigger>
              <TabsTrigger value="upload">Upload</TabsTrigger>
            </TabsList>
            <TabsContent value="library" className="min-h-0 overflow-y-auto">
              {open ? <ImageLibrary value={value} onChoose={onChoose} /> : null}
            </TabsContent>
            <TabsContent value="upload" className="min-h-0 overflow-y-auto">
              <ImageUpload onUploaded={onChoose} />
            </TabsContent>
          </Tabs>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-cream hover:text-navy sm:size-9"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function ImageLibrary({
  value,
  onChoose,
}: {
  value: string | null;
  onChoose: (key: string) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: adminImagesKey(q, page),
    queryFn: () => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(IMAGE_PAGE_SIZE) });
      if (q.trim()) search.set('q', q.trim());
      return adminApi.get<ImagePage>(`${IMAGES_PATH}?${search.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / IMAGE_PAGE_SIZE));
  const items = query.data?.items ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = <p className="py-8 text-center text-sm text-muted">Loading images…</p>;
  } else if (query.isError) {
    body = (
      <div role="alert" className="grid justify-items-center gap-2 py-8 text-sm text-danger">
        <p>{adminErrorMessage(query.error, 'Could not load the shop’s images.')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="py-8 text-center text-sm text-muted">
        {q.trim() ? `No images match “${q.trim()}”.` : 'No images yet. Upload the first one.'}
      </p>
    );
  } else {
    body = (
      <ul
        className={cn(
          'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4',
          query.isPlaceholderData && 'opacity-60',
        )}
        aria-busy={query.isFetching || undefined}
      >
        {items.map((image) => {
          const name = image.filename ?? baseName(image.key);
          const chosen = image.key === value;
          return (
            <li key={image.key}>
              <button
                type="button"
                onClick={() => onChoose(image.key)}
                aria-pressed={chosen}
                className={cn(
                  'grid w-full gap-1 rounded-lg border-2 bg-white p-1 text-left hover:border-gold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold',
                  chosen ? 'border-navy' : 'border-transparent',
                )}
              >
                <img
                  src={image.url || mediaUrl(image.key) || ''}
                  alt={name}
                  loading="lazy"
                  className="aspect-square w-full rounded-md bg-cream object-cover"
                />
                <span className="truncate px-1 text-xs text-navy">{name}</span>
                <span className="px-1 text-xs text-muted">
                  {image.width} × {image.height}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="grid gap-3">
      <ListToolbar
        search={{
          value: q,
          onChange: (next) => {
            setQ(next);
            setPage(1);
          },
          label: 'Search images',
        }}
      />
      {body}
      {pageCount > 1 ? (
        <nav aria-label="Image pages" className="flex items-center justify-center gap-2 text-sm">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setPage((p) => p - 1)}
            disabled={page <= 1}
          >
            Previous
          </Button>
          <span className="text-navy">
            Page {page} of {pageCount}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setPage((p) => p + 1)}
            disabled={page >= pageCount}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function ImageUpload({ onUploaded }: { onUploaded: (key: string) => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const upload = async (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    if (list.length > 1) {
      setError('Please choose one image at a time.');
      return;
    }
    const file = list[0] as File;
    if (!file.type.startsWith('image/')) {
      setError(`${file.name} is not an image. Choose a JPG, PNG or WebP file.`);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const body = new FormData();
      body.append('image', file);
      const image = await adminApi.send<AdminImage>('POST', IMAGES_PATH, body);
      await queryClient.invalidateQueries({ queryKey: adminKeys.area('images') });
      toast({
        variant: 'success',
        title: 'Image uploaded',
        description: image.filename ?? file.name,
      });
      onUploaded(image.key);
    } catch (caught) {
      setError(adminErrorMessage(caught, 'The image could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) void upload(event.dataTransfer.files);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center',
          dragging ? 'border-gold bg-gold-soft/40' : 'border-navy/20 bg-white',
        )}
      >
        {uploading ? (
          <Loader2 className="size-8 animate-spin text-muted" aria-hidden />
        ) : (
          <Upload className="size-8 text-muted" aria-hidden />
        )}
        <p className="text-sm text-navy">
          {uploading ? 'Uploading…' : 'Drop an image here, or choose a file.'}
        </p>
        <label htmlFor={inputId} className="sr-only">
          Image file
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={(event) => void upload(event.target.files)}
          className="w-full max-w-xs text-sm text-navy file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-navy/20 file:bg-white file:px-4 file:font-semibold file:text-navy hover:file:bg-cream sm:file:min-h-10"
        />
        <p className="text-xs text-muted">JPG, PNG or WebP. The shop re-encodes it for the web.</p>
      </div>
      <p role="status" className="sr-only">
        {uploading ? 'Uploading image…' : ''}
      </p>
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** ImagePicker bound to react-hook-form (stores the key, or null). */
export function ImagePickerField({
  name,
  label,
  description,
}: {
  name: string;
  label: string;
  description?: ReactNode;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const error = errorText(fieldState.error);
  return (
    <div className="grid gap-1.5">
      <ImagePicker
        id={ids.id}
        value={(field.value as string | null | undefined) || null}
        onChange={(key) => {
          field.onChange(key);
          field.onBlur();
        }}
        label={label}
        buttonRef={field.ref}
        disabled={field.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
      />
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <FieldErrorText id={ids.errorId} message={error} />
    </div>
  );
}
