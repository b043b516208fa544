import type { ProductField } from '@atelier/shared/schemas/catalogue';
import { useState } from 'react';
import type { UploadedImages } from '../lib/draft';

/** The photos of the personalise form's image fields, and which of them show "required". */
export function useFieldImages(fields: ProductField[]) {
  const [images, setImages] = useState<UploadedImages>({});
  const [imageErrors, setImageErrors] = useState<ReadonlySet<string>>(new Set());

  const showImageErrors = (missing: ProductField[]) =>
    setImageErrors(
      (current) =>
        new Set([
          ...current,
          ...missing.filter((f) => f.fieldType === 'image').map((f) => f.fieldName),
        ]),
    );

  const setFieldImages = (fieldName: string, next: UploadedImages[string]) => {
    setImages((current) => ({ ...current, [fieldName]: next }));
    const field = fields.find((f) => f.fieldName === fieldName);
    setImageErrors((current) => {
      const updated = new Set(current);
      // Validation on change: emptying a required image field shows its inline error.
      if (field?.isRequired && next.length === 0) updated.add(fieldName);
      else updated.delete(fieldName);
      return updated;
    });
  };

  return { images, setImages, imageErrors, setImageErrors, showImageErrors, setFieldImages };
}
