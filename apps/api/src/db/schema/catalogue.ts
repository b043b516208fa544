import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** draft: being built, admins only; active: on sale; archived: off sale, kept for its orders. */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;

// Image columns hold storage keys (static-assets/...) or absolute URLs.
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** How many changes ("Ask for a change") an artwork of this product includes free. */
    freeRevisions: integer('free_revisions').notNull().default(2),
    sampleImageUrl: text('sample_image_url'),
    heroBeforeImage: text('hero_before_image'),
    heroAfterImage: text('hero_after_image'),
    heroBulletPoints: jsonb('hero_bullet_points').$type<string[]>(),
    heroButtonText: text('hero_button_text'),
    heroBadgeText: text('hero_badge_text'),
    personalizeSectionTitle: text('personalize_section_title'),
    personalizeSectionSubtitle: text('personalize_section_subtitle'),
    personalizeFormTitle: text('personalize_form_title'),
    benefitsSectionTitle: text('benefits_section_title'),
    benefitsSectionSubtitle: text('benefits_section_subtitle'),
    benefitItem1Title: text('benefit_item1_title'),
    benefitItem1Description: text('benefit_item1_description'),
    benefitItem2Title: text('benefit_item2_title'),
    benefitItem2Description: text('benefit_item2_description'),
    benefitItem3Title: text('benefit_item3_title'),
    benefitItem3Description: text('benefit_item3_description'),
    benefitItem4Title: text('benefit_item4_title'),
    benefitItem4Description: text('benefit_item4_description'),
    benefitsCardImage: text('benefits_card_image'),
    benefitsCardTitle: text('benefits_card_title'),
    benefitsCardDescription: text('benefits_card_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_status_idx').on(t.status),
  ],
);

export type VisualOption = { title: string; imageUrl: string; description?: string };

export const productFields = pgTable(
  'product_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    fieldLabel: text('field_label').notNull(),
    fieldType: text('field_type', {
      enum: ['text', 'textarea', 'select', 'checkbox', 'image', 'visual_selector'],
    }).notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    isPremiumOnly: boolean('is_premium_only').notNull().default(false),
    stepNumber: integer('step_number').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    placeholderText: text('placeholder_text'),
    tooltipText: text('tooltip_text'),
    fieldOptions: jsonb('field_options').$type<string[] | VisualOption[]>(),
    /** Image fields: how many photos the field takes; null = several, 1 = one photo. */
    maxImages: integer('max_images'),
  },
  (t) => [uniqueIndex('product_fields_product_name_idx').on(t.productId, t.fieldName)],
);
