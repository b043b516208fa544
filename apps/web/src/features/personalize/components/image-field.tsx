import { X } from 'lucide-react';
import { ImageUpload } from '@/components/image-upload/image-upload';
import type { UploadedImageRef } from '../lib/draft';
import { PhotoCheckNote } from './photo-check-note';

/** SPEC.md §9: the product form accepts photos up to 25 MB (compressed to 2 MB). */
export const FORM_MAX_SIZE_MB = 25;

interface ImageFieldProps {
  id: string;
  label: string;
  images: UploadedImageRef[];
  disabled?: boolean;
  describedBy?: string;
  /** The field takes one photo (maxImages 1): a new pick replaces it. Default: several. */
  single?: boolean;
  onChange(images: UploadedImageRef[]): void;
  /** Photos of this field are being compressed and uploaded (true) or no longer (false). */
  onBusyChange?(busy: boolean): void;
}

/**
 * An image field: the shared upload control and thumbnails with remove. It takes several
 * photos, or one (`single`): then the picker takes one file and a new photo replaces the old.
 */
export function ImageField({
  id,
  label,
  images,
  disabled,
  describedBy,
  single = false,
  onChange,
  onBusyChange,
}: ImageFieldProps) {
  return (
    <div className="grid gap-3">
      <ImageUpload
        id={id}
        label={label}
        multiple={!single}
        maxSizeMB={FORM_MAX_SIZE_MB}
        disabled={disabled}
        describedBy={describedBy}
        chooseLabel={single && images.length > 0 ? 'Replace photo' : undefined}
        onBusyChange={onBusyChange}
        onUploaded={(files) => {
          const added = files.map(({ url, key, name, size }) => ({ url, key, name, size }));
          onChange(single ? added.slice(-1) : [...images, ...added]);
        }}
      />
      {images.length > 0 ? (
        // Room above and to the right for the remove buttons, which sit on the corners.
        <ul aria-label={`Uploaded images for ${label}`} className="flex flex-wrap gap-5 pt-2 pr-2">
          {images.map((image, index) => (
            <li key={`${image.key}-${index}`} className="grid w-48 gap-2">
              <div className="relative size-24">
                <img
                  src={image.url}
                  alt={image.name}
                  className="size-full rounded-lg border border-parchment bg-cream object-cover"
                  loading="lazy"
                />
                {/* On the top-right corner, never over the middle of the photo; the ::before
                  ring widens its touch target to 44 px (SPEC.md §9). A plain button: the
                  shared Button's sizes would fight these (cn does not merge classes). */}
                <button
                  type="button"
                  className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full border border-navy/20 bg-white text-navy shadow-sm transition-colors before:absolute before:-inset-2 before:content-[''] hover:bg-cream focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:pointer-events-none disabled:opacity-60"
                  aria-label={`Remove ${image.name}`}
                  disabled={disabled}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </div>
              {/* What the studio will make of it (issue 27 point 3): advice, never a block. */}
              <PhotoCheckNote uploadKey={image.key} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
