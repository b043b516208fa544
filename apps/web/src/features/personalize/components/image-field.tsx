import { X } from 'lucide-react';
import { ImageUpload } from '@/components/image-upload/image-upload';
import { Button } from '@/components/ui/button';
import type { UploadedImageRef } from '../lib/draft';

/** SPEC.md §9: the product form accepts photos up to 25 MB (compressed to 2 MB). */
export const FORM_MAX_SIZE_MB = 25;

interface ImageFieldProps {
  id: string;
  label: string;
  images: UploadedImageRef[];
  disabled?: boolean;
  describedBy?: string;
  onChange(images: UploadedImageRef[]): void;
}

/** An image field: the shared upload control (several files) and thumbnails with remove. */
export function ImageField({
  id,
  label,
  images,
  disabled,
  describedBy,
  onChange,
}: ImageFieldProps) {
  return (
    <div className="grid gap-3" aria-describedby={describedBy}>
      <ImageUpload
        id={id}
        label={label}
        multiple
        maxSizeMB={FORM_MAX_SIZE_MB}
        disabled={disabled}
        onUploaded={(files) =>
          onChange([
            ...images,
            ...files.map(({ url, key, name, size }) => ({ url, key, name, size })),
          ])
        }
      />
      {images.length > 0 ? (
        <ul aria-label={`Uploaded images for ${label}`} className="flex flex-wrap gap-3">
          {images.map((image, index) => (
            <li
              key={`${image.key}-${index}`}
              className="relative size-24 overflow-hidden rounded-lg border border-parchment bg-cream"
            >
              <img
                src={image.url}
                alt={image.name}
                className="size-full object-cover"
                loading="lazy"
              />
              <Button
                type="button"
                size="icon"
                variant="outline"
                className="absolute top-1 right-1 size-11 rounded-full bg-white/90 sm:size-8"
                aria-label={`Remove ${image.name}`}
                disabled={disabled}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
