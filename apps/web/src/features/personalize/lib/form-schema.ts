import { TEXT_LIKE_FIELD_TYPES } from '@atelier/shared/board-items';
import type { ProductField } from '@atelier/shared/schemas/catalogue';
import { z } from 'zod';
import type { UploadedImages } from './draft';
import type { FormValues } from './items-text';

// SPEC.md §5 dynamic product form. Premium-only fields (DESIGN.md §3) are shown to free users
// but disabled, so they are neither validated nor sent for them.

export const requiredMessage = (label: string) => `${label} is required`;
/** SPEC.md §5 'Image Required: Please upload an image for {label}', toast and inline alike. */
export const IMAGE_REQUIRED = {
  title: 'Image Required',
  description: (label: string) => `Please upload an image for ${label}`,
} as const;

export interface FormContext {
  isPremium: boolean;
}

export const isFieldEnabled = (field: ProductField, { isPremium }: FormContext) =>
  !field.isPremiumOnly || isPremium;

/** Fields in display order: by step, then sortOrder. */
export const orderedFields = (fields: readonly ProductField[]) =>
  [...fields].sort((a, b) => a.stepNumber - b.stepNumber || a.sortOrder - b.sortOrder);

/** SPEC.md §4: the total is the highest stepNumber (at least 1). */
export const totalSteps = (fields: readonly ProductField[]) =>
  Math.max(1, ...fields.map((f) => f.stepNumber || 1));

export const fieldsOfStep = (fields: readonly ProductField[], step: number) =>
  orderedFields(fields).filter((f) => (f.stepNumber || 1) === step);

/** The zod schema react-hook-form resolves with. */
export function buildFormSchema(fields: readonly ProductField[], context: FormContext) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.fieldType === 'image') continue; // uploads live outside the form values
    if (!isFieldEnabled(field, context)) {
      shape[field.fieldName] = z.unknown().optional();
    } else if (field.fieldType === 'checkbox') {
      shape[field.fieldName] = z.boolean().optional();
    } else if (field.isRequired) {
      const message = requiredMessage(field.fieldLabel);
      shape[field.fieldName] = z.string({ error: message }).trim().min(1, message);
    } else {
      shape[field.fieldName] = z.string().optional();
    }
  }
  return z.object(shape);
}

export function defaultValues(fields: readonly ProductField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.fieldType === 'image') continue;
    values[field.fieldName] = field.fieldType === 'checkbox' ? false : '';
  }
  return values;
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Required, enabled non-image fields without a value (optionally of one step only). */
export function missingValues(
  fields: readonly ProductField[],
  values: FormValues,
  context: FormContext,
  step?: number,
): ProductField[] {
  return fields.filter(
    (f) =>
      (step === undefined || (f.stepNumber || 1) === step) &&
      f.isRequired &&
      TEXT_LIKE_FIELD_TYPES.has(f.fieldType) &&
      isFieldEnabled(f, context) &&
      isBlank(values[f.fieldName]),
  );
}

/** Required, enabled image fields with no uploaded image (optionally of one step only). */
export function missingImages(
  fields: readonly ProductField[],
  images: UploadedImages,
  context: FormContext,
  step?: number,
): ProductField[] {
  return fields.filter(
    (f) =>
      (step === undefined || (f.stepNumber || 1) === step) &&
      f.fieldType === 'image' &&
      f.isRequired &&
      isFieldEnabled(f, context) &&
      (images[f.fieldName]?.length ?? 0) === 0,
  );
}

/** Every required field still empty (values and images), in display order. */
export function missingFields(
  fields: readonly ProductField[],
  values: FormValues,
  images: UploadedImages,
  context: FormContext,
  step?: number,
): ProductField[] {
  const missing = new Set([
    ...missingValues(fields, values, context, step),
    ...missingImages(fields, images, context, step),
  ]);
  return orderedFields(fields).filter((f) => missing.has(f));
}

/** SPEC.md §4: 'Create My Artwork' needs every required field and image. */
export const isFormComplete = (
  fields: readonly ProductField[],
  values: FormValues,
  images: UploadedImages,
  context: FormContext,
) =>
  missingValues(fields, values, context).length === 0 &&
  missingImages(fields, images, context).length === 0;

/** Options of a select field (strings) or of a visual selector (titles). */
export function optionValues(field: ProductField): string[] {
  const options = field.fieldOptions ?? [];
  return options.map((o) => (typeof o === 'string' ? o : o.title));
}

/**
 * Form values from parsed 'fieldName: value' entries (clone mode). Returns the values and the
 * names that could not be used (unknown field, image field, or a choice no longer offered).
 */
export function valuesFromEntries(
  fields: readonly ProductField[],
  entries: Record<string, string>,
): { values: FormValues; rejected: string[] } {
  const values = defaultValues(fields);
  const rejected: string[] = [];
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  for (const [name, value] of Object.entries(entries)) {
    const field = byName.get(name);
    if (!field || field.fieldType === 'image') {
      rejected.push(name);
    } else if (field.fieldType === 'checkbox') {
      values[name] = value.trim() === 'true';
    } else if (
      (field.fieldType === 'select' || field.fieldType === 'visual_selector') &&
      !optionValues(field).includes(value)
    ) {
      rejected.push(name);
    } else {
      values[name] = value;
    }
  }
  return { values, rejected };
}
