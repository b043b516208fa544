import type { Product, ProductDetail, ProductField } from '@atelier/shared/schemas/catalogue';
import { notFound } from '../../lib/errors';
import { publicUrl } from '../../storage/public-url';
import type {
  CatalogueRepository,
  ProductFieldRow,
  ProductWithCategory,
} from './catalogue.repository';

export function toProductDto({ product: p, category }: ProductWithCategory): Product {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    category,
    sortOrder: p.sortOrder,
    sampleImageUrl: publicUrl(p.sampleImageUrl),
    heroBeforeImage: publicUrl(p.heroBeforeImage),
    heroAfterImage: publicUrl(p.heroAfterImage),
    heroBulletPoints: p.heroBulletPoints ?? null,
    heroButtonText: p.heroButtonText,
    heroBadgeText: p.heroBadgeText,
    personalizeSectionTitle: p.personalizeSectionTitle,
    personalizeSectionSubtitle: p.personalizeSectionSubtitle,
    personalizeFormTitle: p.personalizeFormTitle,
    benefitsSectionTitle: p.benefitsSectionTitle,
    benefitsSectionSubtitle: p.benefitsSectionSubtitle,
    benefitItem1Title: p.benefitItem1Title,
    benefitItem1Description: p.benefitItem1Description,
    benefitItem2Title: p.benefitItem2Title,
    benefitItem2Description: p.benefitItem2Description,
    benefitItem3Title: p.benefitItem3Title,
    benefitItem3Description: p.benefitItem3Description,
    benefitItem4Title: p.benefitItem4Title,
    benefitItem4Description: p.benefitItem4Description,
    benefitsCardImage: publicUrl(p.benefitsCardImage),
    benefitsCardTitle: p.benefitsCardTitle,
    benefitsCardDescription: p.benefitsCardDescription,
  };
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
