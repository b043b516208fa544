import {
  adminProductInputSchema,
  adminProductUpdateSchema,
  type AdminFieldInput,
} from '@atelier/shared/schemas/admin-products';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { adminParseOptions } from '../../lib/admin-resolver';
import type { z } from 'zod';
import {
  IMAGE_KEYS,
  TEXT_KEYS,
  type EditorField,
  type EditorValues,
  type ImageKey,
  type TextKey,
} from './editor-values';

export type CreateBody = z.output<typeof adminProductInputSchema>;
export type UpdateBody = z.output<typeof adminProductUpdateSchema>;
export type ProductBody = CreateBody | UpdateBody;

/** SPEC.md §3: all four bullets empty means none of the product's own (the page's defaults). */
export const bulletsOf = (bullets: readonly string[]): string[] | null =>
  bullets.every((b) => b.trim() === '') ? null : [...bullets];

export const IMAGE_MISSING = 'Choose an image for this option.';
export const duplicateOption = (title: string) =>
  `Two options are called ‘${title}’: the shopper could not tell them apart.`;

/**
 * What the editor checks beyond the API's schema: a missing option image says so (rather than
 * what an image reference must look like), and two options of a field may not share a name
 * (the shopper's answer is the option's text).
 */
function editorIssues(values: EditorValues): Record<string, FieldError> {
  const flat: Record<string, FieldError> = {};
  values.fields.forEach((field, i) => {
    const seen = new Set<string>();
    const duplicate = (text: string, path: string) => {
      const key = text.trim();
      if (key && seen.has(key)) flat[path] = { type: 'custom', message: duplicateOption(key) };
      seen.add(key);
    };
    if (field.fieldType === 'select')
      field.selectOptions.forEach((o, j) =>
        duplicate(o.value, `fields.${i}.selectOptions.${j}.value`),
      );
    if (field.fieldType === 'visual_selector')
      field.visualOptions.forEach((o, j) => {
        duplicate(o.title, `fields.${i}.visualOptions.${j}.title`);
        if (!o.imageUrl)
          flat[`fields.${i}.visualOptions.${j}.imageUrl`] = {
            type: 'custom',
            message: IMAGE_MISSING,
          };
      });
  });
  return flat;
}

export function fieldBody(field: EditorField): AdminFieldInput {
  let fieldOptions: AdminFieldInput['fieldOptions'] = null;
  if (field.fieldType === 'select') fieldOptions = field.selectOptions.map((o) => o.value);
  if (field.fieldType === 'visual_selector')
    fieldOptions = field.visualOptions.map((o) => ({
      title: o.title,
      imageUrl: o.imageUrl ?? '',
      ...(o.description.trim() ? { description: o.description } : {}),
    }));
  return {
    ...(field.fieldId ? { id: field.fieldId } : {}),
    fieldName: field.fieldName,
    fieldLabel: field.fieldLabel,
    fieldType: field.fieldType,
    isRequired: field.isRequired,
    isPremiumOnly: field.isPremiumOnly,
    // An emptied step input holds null: 0 gets the schema's 'Step must be 1 or more.'
    stepNumber: field.stepNumber ?? 0,
    placeholderText: field.placeholderText,
    tooltipText: field.tooltipText,
    fieldOptions,
    maxImages: field.fieldType === 'image' && field.photos === 'one' ? 1 : null,
  };
}

/**
 * The place sent, 0-based: a new product's, when the owner gave one (none: the API puts it
 * last); an edit's, only when it moved (none keeps its place, even if others moved since).
 */
function positionOf(values: EditorValues, isNew: boolean): { sortOrder?: number } {
  const { position } = values;
  if (position === null || Number.isNaN(position)) return {};
  if (!isNew && position === values.sortOrder + 1) return {};
  return { sortOrder: position - 1 };
}

/** The API body (before validation) for the editor's values. */
export function productBody(values: EditorValues, updatedAt: string | null) {
  const pick = <K extends TextKey | ImageKey>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<EditorValues, K>;
  const shared = {
    slug: values.slug,
    title: values.title,
    description: values.description,
    categoryId: values.categoryId || null,
    status: values.status,
    ...positionOf(values, updatedAt === null),
    // Empty: unchanged on an edit, the default on a new product.
    ...(values.freeRevisions === null || Number.isNaN(values.freeRevisions)
      ? {}
      : { freeRevisions: values.freeRevisions }),
    ...pick(TEXT_KEYS),
    ...pick(IMAGE_KEYS),
    heroBulletPoints: bulletsOf(values.heroBullets),
    fields: values.fields.map(fieldBody),
  };
  return updatedAt === null
    ? { ...shared, artworkKind: values.artworkKind }
    : { ...shared, updatedAt };
}

type Path = readonly PropertyKey[];

/** Where the form shows a schema issue: the API body's path mapped to the editor's inputs. */
export function formPath(path: Path, values: EditorValues): string {
  const [head, index, key, option, ...rest] = path;
  if (head === 'sortOrder') return 'position';
  if (head === 'fields' && key === 'maxImages') return `fields.${String(index)}.photos`;
  if (head === 'heroBulletPoints')
    return index === undefined ? 'heroBullets' : `heroBullets.${String(index)}`;
  if (head === 'fields' && typeof index === 'number' && key === 'fieldOptions') {
    const type = values.fields[index]?.fieldType;
    const list = type === 'visual_selector' ? 'visualOptions' : 'selectOptions';
    if (option === undefined) return `fields.${index}.${list}`;
    const tail = type === 'visual_selector' ? rest : ['value'];
    return [head, index, list, option, ...tail].map(String).join('.');
  }
  return path.map(String).join('.');
}

/**
 * Validates the editor's values as the API will (the shared schema of create or update) and
 * resolves to the body to send. Issues land on the inputs that hold them.
 */
export function productResolver(
  getUpdatedAt: () => string | null,
): Resolver<EditorValues, unknown, ProductBody> {
  return (values, _context, options) => {
    const updatedAt = getUpdatedAt();
    const schema = updatedAt === null ? adminProductInputSchema : adminProductUpdateSchema;
    const result = schema.safeParse(productBody(values, updatedAt), adminParseOptions);
    const flat = editorIssues(values);
    if (result.success && Object.keys(flat).length === 0)
      return { values: result.data, errors: {} };
    for (const issue of result.success ? [] : result.error.issues) {
      const path = formPath(issue.path, values);
      flat[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
