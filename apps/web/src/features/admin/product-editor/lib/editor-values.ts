import { DEFAULT_FREE_REVISIONS } from '@atelier/shared/schemas/revisions';
import type { AdminProduct, ProductStatus } from '@atelier/shared/schemas/admin-products';
import type { FieldType } from '@atelier/shared/schemas/catalogue';

// What the editor's form holds. It differs from the API body where editing needs it: texts
// are '' rather than null, the four bullets are four inputs, and a field keeps the options of
// both option types (switching select ↔ visual selector loses nothing until save).

export interface EditorSelectOption {
  value: string;
}

export interface EditorVisualOption {
  title: string;
  imageUrl: string | null;
  description: string;
}

export interface EditorField {
  /** Stable for the row's life in the editor (list keys, drag ids, the preview's field ids). */
  rowKey: string;
  /** The server's id of a field that already exists; absent for a new one. */
  fieldId?: string;
  fieldName: string;
  fieldLabel: string;
  fieldType: FieldType;
  isRequired: boolean;
  isPremiumOnly: boolean;
  stepNumber: number;
  placeholderText: string;
  tooltipText: string;
  selectOptions: EditorSelectOption[];
  visualOptions: EditorVisualOption[];
  /** Image fields: how many photos the shopper gives (maxImages 1 or null); kept across types. */
  photos: PhotoCount;
  /** The name still follows the label (a new field whose name was not edited by hand). */
  autoName: boolean;
}

export type ArtworkKind = 'portrait' | 'vision_board';

export type PhotoCount = 'one' | 'several';
export const photoCountOf = (maxImages: number | null | undefined): PhotoCount =>
  maxImages === 1 ? 'one' : 'several';

export const TEXT_KEYS = [
  'heroButtonText',
  'heroBadgeText',
  'personalizeSectionTitle',
  'personalizeSectionSubtitle',
  'personalizeFormTitle',
  'benefitsSectionTitle',
  'benefitsSectionSubtitle',
  'benefitItem1Title',
  'benefitItem1Description',
  'benefitItem2Title',
  'benefitItem2Description',
  'benefitItem3Title',
  'benefitItem3Description',
  'benefitItem4Title',
  'benefitItem4Description',
  'benefitsCardTitle',
  'benefitsCardDescription',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export const IMAGE_KEYS = [
  'sampleImageUrl',
  'heroBeforeImage',
  'heroAfterImage',
  'benefitsCardImage',
] as const;
export type ImageKey = (typeof IMAGE_KEYS)[number];

export type EditorValues = {
  title: string;
  slug: string;
  description: string;
  categoryId: string | null;
  status: ProductStatus;
  /** The saved place in the shop (0 first); what `position` is compared with. */
  sortOrder: number;
  /**
   * The place in the shop as the owner sets it (1 first: the first landing slot); null on a
   * new product means last. Sent only when it differs from the saved place.
   */
  position: number | null;
  /** Create only: what the product makes (its starter blueprint's kind). */
  artworkKind: ArtworkKind;
  /** Free changes ("Ask for a change") each artwork includes; null: the form's field is empty. */
  freeRevisions: number | null;
  /** Always four inputs; all four empty means "the page's default bullets". */
  heroBullets: string[];
  fields: EditorField[];
} & Record<TextKey, string> &
  Record<ImageKey, string | null>;

let rowCount = 0;
export const newRowKey = () => `new-field-${++rowCount}`;

export const emptyField = (type: FieldType, stepNumber = 1): EditorField => ({
  rowKey: newRowKey(),
  fieldName: '',
  fieldLabel: '',
  fieldType: type,
  isRequired: false,
  isPremiumOnly: false,
  stepNumber,
  placeholderText: '',
  tooltipText: '',
  selectOptions: type === 'select' ? [{ value: '' }] : [],
  visualOptions: type === 'visual_selector' ? [{ title: '', imageUrl: null, description: '' }] : [],
  photos: 'several',
  autoName: true,
});

const texts = (product: Partial<Record<TextKey, string | null>>) =>
  Object.fromEntries(TEXT_KEYS.map((key) => [key, product[key] ?? ''])) as Record<TextKey, string>;
const images = (product: Partial<Record<ImageKey, string | null>>) =>
  Object.fromEntries(IMAGE_KEYS.map((key) => [key, product[key] ?? null])) as Record<
    ImageKey,
    string | null
  >;

/** A new product: a draft portrait with nothing filled in. */
export function newProductValues(): EditorValues {
  return {
    title: '',
    slug: '',
    description: '',
    categoryId: null,
    status: 'draft',
    sortOrder: 0,
    position: null,
    artworkKind: 'portrait',
    freeRevisions: DEFAULT_FREE_REVISIONS,
    heroBullets: ['', '', '', ''],
    fields: [],
    ...texts({}),
    ...images({}),
  };
}

/** The form's values for a product the API sent. */
export function editorValuesOf(product: AdminProduct): EditorValues {
  const bullets = product.heroBulletPoints ?? [];
  return {
    title: product.title,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId,
    status: product.status,
    sortOrder: product.sortOrder,
    position: product.sortOrder + 1,
    artworkKind: product.activeBlueprint?.kind ?? 'portrait',
    freeRevisions: product.freeRevisions,
    heroBullets: [0, 1, 2, 3].map((i) => bullets[i] ?? ''),
    ...texts(product),
    ...images(product),
    fields: [...product.fields]
      .sort((a, b) => a.stepNumber - b.stepNumber || a.sortOrder - b.sortOrder)
      .map((field) => {
        const options = field.fieldOptions ?? [];
        return {
          rowKey: field.id,
          fieldId: field.id,
          fieldName: field.fieldName,
          fieldLabel: field.fieldLabel,
          fieldType: field.fieldType,
          isRequired: field.isRequired,
          isPremiumOnly: field.isPremiumOnly,
          stepNumber: field.stepNumber || 1,
          placeholderText: field.placeholderText ?? '',
          tooltipText: field.tooltipText ?? '',
          selectOptions: options.flatMap((o) => (typeof o === 'string' ? [{ value: o }] : [])),
          visualOptions: options.flatMap((o) =>
            typeof o === 'string'
              ? []
              : [{ title: o.title, imageUrl: o.imageUrl, description: o.description ?? '' }],
          ),
          photos: photoCountOf(field.maxImages),
          // An existing field keeps its name: boards and blueprints already use it.
          autoName: false,
        };
      }),
  };
}
