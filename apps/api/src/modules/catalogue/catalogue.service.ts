import {
  PRODUCT_IMAGE_FIELDS,
  productContentSchema,
  type Product,
  type ProductContent,
  type ProductDetail,
  type ProductField,
} from '@atelier/shared/schemas/catalogue';
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

export function toFieldDto(row: ProductFieldRow): ProductField {
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
  };
}

export function createCatalogueService(repo: CatalogueRepository) {
  return {
    async listProducts(): Promise<Product[]> {
      return (await repo.listActiveProducts()).map(toProductDto);
    },

    async getProduct(slugOrId: string): Promise<ProductDetail> {
      const found = await repo.findActiveProduct(slugOrId);
      if (!found) throw notFound('Product not found');
      const fields = await repo.listFields(found.product.id);
      return { ...toProductDto(found), fields: fields.map(toFieldDto) };
    },
  };
}
