import type { SamplePhoto } from '@atelier/shared/schemas/admin-variants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { AdminLoadError, AdminLoading } from '@/features/admin/components/admin-load-state';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { cn } from '@/lib/utils';
import {
  deleteSamplePhoto,
  samplePhotoKeys,
  samplePhotosQuery,
  uploadSamplePhoto,
} from '../api/test-runs';
import { PrivateImage } from '@/features/admin/components/private-image';

type Field = { fieldName: string; fieldLabel: string };

/**
 * The photo a test run gives one image field, chosen from the sample photo library (the
 * shop's test photos and the admins' uploads, each with its attribution). The dialog also
 * uploads a photo into the library and deletes an uploaded one.
 */
export function SamplePhotoPicker({
  field,
  value,
  onChange,
}: {
  field: Field;
  value: string | null;
  onChange: (samplePhotoId: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const photos = useQuery(samplePhotosQuery());
  const chosen = photos.data?.items.find((p) => p.id === value) ?? null;
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="grid min-w-0 gap-2">
      <span id={labelId} className="text-sm font-medium text-navy">
        {field.fieldLabel}
      </span>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        {chosen ? (
          <PrivateImage
            address={chosen.url}
            alt={`${field.fieldLabel}: ${chosen.label}`}
            className="size-20 shrink-0 rounded-lg"
          />
        ) : (
          <span className="grid size-20 shrink-0 place-items-center rounded-lg border border-parchment bg-cream text-xs text-muted">
            No photo
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          {chosen ? (
            <p className="text-sm break-words text-navy">
              {chosen.label}
              <span className="block text-xs text-muted">{chosen.attribution}</span>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {/* Short words on screen (a phone's width), the field in the accessible name. */}
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`${chosen ? 'Change' : 'Choose'} photo for ${field.fieldLabel}`}
              onClick={() => setOpen(true)}
            >
              <ImagePlus aria-hidden />
              {chosen ? 'Change photo' : 'Choose photo'}
            </Button>
            {chosen ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove photo for ${field.fieldLabel}`}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Sample photo for {field.fieldLabel}</DialogTitle>
            <DialogDescription>
              Test runs use the shop’s test photos and photos admins upload here, never a shopper’s.
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <PhotoLibrary
              value={value}
              onChoose={(id) => {
                onChange(id);
                setOpen(false);
              }}
              onDeleted={(id) => {
                if (id === value) onChange(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function PhotoLibrary({
  value,
  onChoose,
  onDeleted,
}: {
  value: string | null;
  onChoose: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const photos = useQuery(samplePhotosQuery());
  const [error, setError] = useState<string | null>(null);

  const remove = async (photo: SamplePhoto) => {
    const ok = await confirm({
      title: `Delete “${photo.label}”?`,
      description: 'The photo leaves the library. Variants already made with it keep their image.',
      confirmLabel: 'Delete photo',
      destructive: true,
    });
    if (!ok) return;
    setError(null);
    try {
      await deleteSamplePhoto(photo.id);
      onDeleted(photo.id);
    } catch (caught) {
      setError(adminErrorMessage(caught, 'The photo could not be deleted.'));
    }
    await queryClient.invalidateQueries({ queryKey: samplePhotoKeys });
  };

  return (
    <div className="grid min-w-0 gap-4">
      <PhotoUpload onUploaded={onChoose} />
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {photos.isPending ? (
        <AdminLoading label="Loading sample photos" rows={2} rowClassName="h-24" />
      ) : photos.isError ? (
        <AdminLoadError
          error={photos.error}
          fallback="Could not load the sample photos."
          onRetry={() => void photos.refetch()}
        />
      ) : photos.data.items.length === 0 ? (
        <p className="text-sm text-muted">No sample photos yet. Upload the first one.</p>
      ) : (
        <ul aria-label="Sample photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.data.items.map((photo) => (
            <li key={photo.id} className="grid min-w-0 content-start gap-1">
              <button
                type="button"
                onClick={() => onChoose(photo.id)}
                aria-pressed={photo.id === value}
                aria-label={`Use ${photo.label}`}
                className={cn(
                  'grid gap-1 rounded-lg border-2 bg-white p-1 text-left hover:border-gold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold',
                  photo.id === value ? 'border-navy' : 'border-transparent',
                )}
              >
                {/* The button says "Use <label>" and shows the label: the picture adds no words. */}
                <PrivateImage
                  address={photo.url}
                  alt=""
                  className="aspect-square w-full rounded-md"
                />
                <span className="truncate px-1 text-xs text-navy">{photo.label}</span>
              </button>
              <span className="px-1 text-xs break-words text-muted">{photo.attribution}</span>
              {photo.source === 'upload' ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  aria-label={`Delete ${photo.label}`}
                  onClick={() => void remove(photo)}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Upload one photo into the library (multipart field `file`); the server's 400 is shown. */
function PhotoUpload({ onUploaded }: { onUploaded: (id: string) => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const photo = await uploadSamplePhoto(file);
      await queryClient.invalidateQueries({ queryKey: samplePhotoKeys });
      onUploaded(photo.id);
    } catch (caught) {
      setError(adminErrorMessage(caught, 'The photo could not be uploaded. Please try again.'));
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="grid gap-2 rounded-xl border-2 border-dashed border-navy/20 bg-white p-3">
      <label htmlFor={inputId} className="text-sm font-medium text-navy">
        Upload a photo into the library
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        disabled={busy}
        onChange={(event) => void upload(event.target.files?.[0])}
        className="w-full max-w-xs text-sm text-navy file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-navy/20 file:bg-white file:px-4 file:font-semibold file:text-navy hover:file:bg-cream sm:file:min-h-10"
      />
      <p role="status" className="text-xs text-muted">
        {busy ? 'Uploading…' : 'JPG, PNG or WebP, up to 10 MB. Only admins see it.'}
      </p>
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
