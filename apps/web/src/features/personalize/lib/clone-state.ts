import type { ProductField } from '@atelier/shared/schemas/catalogue';
import type { CloneSource } from '../hooks/use-clone-from';
import type { UploadedImages } from './draft';
import { valuesFromEntries } from './form-schema';
import { fieldOfImageFilename, parseItemsText, type FormValues } from './items-text';

/**
 * SPEC.md §4 clone mode: the form values and photos a cloned board gives back. `clean` is
 * false when a line, a choice or a photo no longer fits the product ('Clone loaded with
 * issues').
 */
export function cloneState(
  fields: readonly ProductField[],
  { items, images: boardImages }: CloneSource,
): { values: FormValues; images: UploadedImages; clean: boolean } {
  const parsed = parseItemsText(
    items ?? '',
    fields.map((f) => f.fieldName),
  );
  const { values, rejected } = valuesFromEntries(fields, parsed.entries);
  // Each image field with the photos it takes (Infinity: several).
  const imageFields = new Map(
    fields
      .filter((f) => f.fieldType === 'image')
      .map((f) => [f.fieldName, f.maxImages ?? Infinity] as const),
  );
  const images: UploadedImages = {};
  let unmappedImages = 0;
  for (const image of boardImages) {
    const fieldName = fieldOfImageFilename(image.filename);
    const room = fieldName ? imageFields.get(fieldName) : undefined;
    // A photo past what its field now takes (it was made to take fewer) no longer fits.
    if (!fieldName || room === undefined || (images[fieldName]?.length ?? 0) >= room) {
      unmappedImages += 1;
      continue;
    }
    images[fieldName] = [
      ...(images[fieldName] ?? []),
      { url: image.url, key: image.key ?? image.url, name: image.filename, size: 0 },
    ];
  }
  const clean = parsed.unmapped.length === 0 && rejected.length === 0 && unmappedImages === 0;
  return { values, images, clean };
}
