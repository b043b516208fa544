import { count, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { categories, productFields, products, type VisualOption } from '../schema/catalogue';
import { canvasSizes } from '../schema/commerce';
import { galleryItems, testimonials } from '../schema/content';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './data/catalogue';
import { SEED_CANVAS_SIZES, SEED_GALLERY, SEED_TESTIMONIALS } from './data/content';
import type { SeedVisualOption } from './data/types';
import type { ImageSpec } from './images';

/** Every image the demo shop uses, for rendering before the rows are written. */
export function demoImageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const p of SEED_PRODUCTS) {
    specs.push(p.sampleImage, p.heroBeforeImage, p.heroAfterImage, p.benefitsCardImage);
    for (const f of p.fields) {
      if (f.fieldType === 'visual_selector') {
        for (const o of f.options as SeedVisualOption[]) specs.push(o.image);
      }
    }
  }
  for (const g of SEED_GALLERY) specs.push(g.image);
  for (const t of SEED_TESTIMONIALS) specs.push(t.avatar, t.artwork);
  return specs;
}

const isEmpty = async (
  db: Database,
  table: typeof galleryItems | typeof testimonials | typeof canvasSizes,
) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/** Writes the demo catalogue; `db` is the seed transaction. `key` maps an image name to its key. */
export async function insertDemoRows(db: Database, key: (spec: ImageSpec) => string) {
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
    .onConflictDoNothing({ target: categories.slug });
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        SEED_CATEGORIES.map((c) => c.slug),
      ),
    );
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

  const productRows = await db
    .insert(products)
    .values(
      SEED_PRODUCTS.map((p, i) => ({
        slug: p.slug,
        title: p.title,
        description: p.description,
        categoryId: categoryId.get(p.category) ?? null,
        sortOrder: i,
        sampleImageUrl: key(p.sampleImage),
        heroBeforeImage: key(p.heroBeforeImage),
        heroAfterImage: key(p.heroAfterImage),
        heroBulletPoints: [...p.heroBulletPoints],
        heroButtonText: p.heroButtonText,
        heroBadgeText: p.heroBadgeText,
        personalizeSectionTitle: p.personalizeSectionTitle,
        personalizeSectionSubtitle: p.personalizeSectionSubtitle,
        personalizeFormTitle: p.personalizeFormTitle,
        benefitsSectionTitle: p.benefitsSectionTitle,
        benefitsSectionSubtitle: p.benefitsSectionSubtitle,
        benefitItem1Title: p.benefits[0].title,
        benefitItem1Description: p.benefits[0].description,
        benefitItem2Title: p.benefits[1].title,
        benefitItem2Description: p.benefits[1].description,
        benefitItem3Title: p.benefits[2].title,
        benefitItem3Description: p.benefits[2].description,
        benefitItem4Title: p.benefits[3].title,
        benefitItem4Description: p.benefits[3].description,
        benefitsCardImage: key(p.benefitsCardImage),
        benefitsCardTitle: p.benefitsCardTitle,
        benefitsCardDescription: p.benefitsCardDescription,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const productId = new Map(productRows.map((p) => [p.slug, p.id]));

  await db.insert(productFields).values(
    SEED_PRODUCTS.flatMap((p) =>
      p.fields.map((f, i) => ({
        productId: productId.get(p.slug)!,
        fieldName: f.fieldName,
        fieldLabel: f.fieldLabel,
        fieldType: f.fieldType,
        isRequired: f.isRequired,
        isPremiumOnly: f.isPremiumOnly ?? false,
        stepNumber: f.stepNumber,
        sortOrder: i,
        placeholderText: f.placeholderText ?? null,
        tooltipText: f.tooltipText ?? null,
        maxImages: f.maxImages ?? null,
        fieldOptions:
          f.fieldType === 'visual_selector'
            ? (f.options as SeedVisualOption[]).map((o): VisualOption => ({
                title: o.title,
                imageUrl: key(o.image),
                description: o.description,
              }))
            : ((f.options as string[] | undefined) ?? null),
      })),
    ),
  );

  // Content tables an operator may already have filled by hand are left alone.
  if (await isEmpty(db, galleryItems)) {
    await db.insert(galleryItems).values(
      SEED_GALLERY.map((g, i) => {
        const product = SEED_PRODUCTS.find((p) => p.slug === g.product);
        return {
          title: g.title,
          description: g.description,
          imageUrl: key(g.image),
          productId: productId.get(g.product) ?? null,
          categoryId: product ? (categoryId.get(product.category) ?? null) : null,
          isHero: g.isHero,
          sortOrder: i,
        };
      }),
    );
  }
  if (await isEmpty(db, testimonials)) {
    await db.insert(testimonials).values(
      SEED_TESTIMONIALS.map((t, i) => ({
        quote: t.quote,
        name: t.name,
        location: t.location,
        avatar: key(t.avatar),
        rating: t.rating,
        isActive: t.isActive,
        featured: t.featured,
        artwork: key(t.artwork),
        productId: productId.get(t.product) ?? null,
        sortOrder: i,
      })),
    );
  }
  if (await isEmpty(db, canvasSizes)) {
    await db.insert(canvasSizes).values(SEED_CANVAS_SIZES.map((c, i) => ({ ...c, sortOrder: i })));
  }
  return { products: productRows.length };
}
