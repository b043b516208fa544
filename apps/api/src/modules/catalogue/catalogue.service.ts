import {
  PRODUCT_IMAGE_FIELDS,
  productContentSchema,
  type Product,
  type ProductContent,
  type ProductDetail,
  type ProductField,
} from '@atelier/shared/schemas/catalogue';
import { unpaintedTextFields } from '@atelier/shared/field-role-resolution';
import type { FieldRoles } from '@atelier/shared/schemas/field-roles';
import { notFound } from '../../lib/errors';
import { publicUrl } from '../../storage/public-url';
import type {
  CatalogueRepository,
  ProductFieldRow,
  ProductRow,
  ProductWithCategory,
} from './catalogue.repository';

/**
 * The product's content columns (productContentSchema's fields), its images through `image`:
 * display URLs for the storefront, the stored references as they are for the admin.
 */
export function toProductContent(
  p: ProductRow,
  image: (ref: string | null) => string | null,
): ProductContent {
  const content = Object.fromEntries(
    productContentSchema.keyof().options.map((key) => [key, p[key] ?? null]),
  ) as ProductContent;
  for (const key of PRODUCT_IMAGE_FIELDS) content[key] = image(p[key]);
  return content;
}

export function toProductDto({ product: p, category }: ProductWithCategory): Product {
  return { id: p.id, ...toProductContent(p, publicUrl), category };
}

function toFieldOptions(row: ProductFieldRow): ProductField['fieldOptions'] {
  const options = row.fieldOptions;
  if (!options) return null;
  if (row.fieldType === 'visual_selector') {
    return options.map((o) =>
      typeof o === 'string'
        ? { title: o, imageUrl: '' }
        : { ...o, imageUrl: publicUrl(o.imageUrl) },
    );
  }
  return options.map((o) => (typeof o === 'string' ? o : o.title));
}

/** A field's public view; `textNotPainted`: the shop's artwork will not show what is written in it. */
export function toFieldDto(row: ProductFieldRow, textNotPainted: boolean): ProductField {
  return {
    id: row.id,
    fieldName: row.fieldName,
    fieldLabel: row.fieldLabel,
    fieldType: row.fieldType,
    isRequired: row.isRequired,
    isPremiumOnly: row.isPremiumOnly,
    stepNumber: row.stepNumber,
    sortOrder: row.sortOrder,
    placeholderText: row.placeholderText,
    tooltipText: row.tooltipText,
    fieldOptions: toFieldOptions(row),
    maxImages: row.fieldType === 'image' ? row.maxImages : null,
    textNotPainted,
  };
}

/**
 * The product's fields in form order, each saying whether the shop's artwork shows its words:
 * with the local studio (`localStudio`), notes and free-text details are never painted
 * (`unpaintedTextFields`); an AI provider reads them all in its prompt.
 */
export function toFieldDtos(
  rows: readonly ProductFieldRow[],
  roles: FieldRoles,
  localStudio: boolean,
): ProductField[] {
  const unpainted = new Set(localStudio ? unpaintedTextFields(rows, roles) : []);
  return rows.map((row) => toFieldDto(row, unpainted.has(row.fieldName)));
}

export function createCatalogueService(
  repo: CatalogueRepository,
  { localStudio }: { localStudio: boolean },
) {
  return {
    async listProducts(): Promise<Product[]> {
      return (await repo.listActiveProducts()).map(toProductDto);
    },

    async getProduct(slugOrId: string): Promise<ProductDetail> {
      const found = await repo.findActiveProduct(slugOrId);
      if (!found) throw notFound('Product not found');
      const [fields, roles, reviews] = await Promise.all([
        repo.listFields(found.product.id),
        repo.fieldRoles(found.product.id),
        repo.reviewSummary(found.product.id),
      ]);
      return {
        ...toProductDto(found),
        fields: toFieldDtos(fields, roles, localStudio),
        freeRevisions: found.product.freeRevisions,
        reviews,
      };
    },
  };
}
