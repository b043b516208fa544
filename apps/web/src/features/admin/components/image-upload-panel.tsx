import type { AdminImage } from '@atelier/shared/schemas/admin-content';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { adminApi, adminErrorMessage, adminKeys } from '../api/admin-api';
import { IMAGES_PATH } from './image-library';

// The image picker's "Upload" tab: a file input and a drop zone, one image at a time, sent as
// multipart field "image" to POST /api/admin/images (the server checks the bytes and
// re-encodes it).

export function ImageUploadPanel({ onUploaded }: { onUploaded: (key: string) => void }) {
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
