import type { ProductDetail, ProductField } from '@atelier/shared/schemas/catalogue';
import { mediaUrl } from '../../lib/media-url';
import { bulletsOf } from './product-body';
import { FALLBACK_FIELD_NAME } from './field-names';
import { IMAGE_KEYS, TEXT_KEYS, type EditorField, type EditorValues } from './editor-values';

/** The field as the shopper's form reads it; `key` is the builder's stable row key. */
export function previewField(field: EditorField, index: number, key: string): ProductField {
  let fieldOptions: ProductField['fieldOptions'] = null;
  if (field.fieldType === 'select') {
    // Blank or repeated options would be blank or clashing choices: the shopper never sees those.
    fieldOptions = [...new Set(field.selectOptions.map((o) => o.value.trim()).filter(Boolean))];
  } else if (field.fieldType === 'visual_selector') {
    const seen = new Set<string>();
    fieldOptions = field.visualOptions.flatMap((o) => {
      const title = o.title.trim();
      if (!title || seen.has(title)) return [];
      seen.add(title);
      return [{ title, imageUrl: mediaUrl(o.imageUrl) ?? '', description: o.description.trim() }];
    });
  }
  return {
    id: key,
    fieldName: field.fieldName.trim() || `${FALLBACK_FIELD_NAME}-${index + 1}`,
    fieldLabel: field.fieldLabel.trim() || 'Untitled field',
    fieldType: field.fieldType,
    isRequired: field.isRequired,
    isPremiumOnly: field.isPremiumOnly,
    stepNumber: Number.isInteger(field.stepNumber) && field.stepNumber >= 1 ? field.stepNumber : 1,
    sortOrder: index,
    placeholderText: field.placeholderText.trim() || null,
    tooltipText: field.tooltipText.trim() || null,
    fieldOptions,
    maxImages: field.fieldType === 'image' && field.photos === 'one' ? 1 : null,
    // Which roles the unsaved fields will play is the blueprint's to say once saved (the saved
    // product's preview, GET /api/admin/products/:id/preview, carries the studio's hint).
    textNotPainted: false,
  };
}

/** The unsaved product as the storefront would show it (display URLs, nulls for blanks). */
export function previewProduct(values: EditorValues, id = 'preview'): ProductDetail {
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, values[k]?.trim() || null]));
  const images = Object.fromEntries(IMAGE_KEYS.map((k) => [k, mediaUrl(values[k])]));
  return {
    id,
    slug: values.slug || 'preview',
    title: values.title,
    description: values.description,
    category: null,
    sortOrder: values.sortOrder,
    ...(texts as Record<(typeof TEXT_KEYS)[number], string | null>),
    ...(images as Record<(typeof IMAGE_KEYS)[number], string | null>),
    heroBulletPoints: bulletsOf(values.heroBullets),
    fields: values.fields.map((field, i) => previewField(field, i, field.rowKey || `row-${i}`)),
    freeRevisions: values.freeRevisions ?? 0,
  };
}
