import { ImageIcon, ImagePlus, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { mediaUrl } from '../lib/media-url';
import {
  describedBy,
  errorText,
  FieldDescription,
  FieldErrorText,
  useFieldIds,
} from './field-shell';
import { baseName, ImageLibrary } from './image-library';
import { ImageUploadPanel } from './image-upload-panel';

export { adminImagesKey, IMAGE_PAGE_SIZE, IMAGES_PATH } from './image-library';

// Choosing an image for a product, a gallery item or a testimonial: reuse one of the shop's
// images (static-assets/, GET /api/admin/images) or upload a new one (POST, field "image").

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
          {name ? <p className="text-sm break-all text-muted">{name}</p> : null}
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
              <ImageUploadPanel onUploaded={onChoose} />
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
