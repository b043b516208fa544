import { MAX_FREE_REVISIONS } from '@atelier/shared/schemas/revisions';
import { PRODUCT_STATUSES, type ProductStatus } from '@atelier/shared/schemas/admin-products';
import { NumberField, SelectField, TextField } from '../../components/form-fields';
import { useCategoryOptions } from '../api/get-category-options';
import { EditorSection } from './editor-section';

const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft — only admins see it',
  active: 'Active — in the shop',
  archived: 'Archived — retired, kept for its orders',
};
const STATUS_OPTIONS = PRODUCT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const KIND_OPTIONS = [
  { value: 'portrait', label: 'Portrait' },
  { value: 'vision_board', label: 'Vision board' },
];

/**
 * Title, slug, description, category, status, its position in the shop, and (new products)
 * what the product makes.
 */
export function BasicsSection({ isNew }: { isNew: boolean }) {
  const categories = useCategoryOptions();
  return (
    <EditorSection id="basics" title="Basics">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="title" label="Title" maxLength={200} />
        <TextField
          name="slug"
          label="Slug"
          maxLength={120}
          description={
            isNew
              ? 'The page’s address, /products/{slug}: made from the title until you edit it.'
              : 'The page’s address, /products/{slug}. Changing it breaks links shared already.'
          }
        />
      </div>
      <TextField
        name="description"
        label="Description"
        multiline
        rows={3}
        maxLength={2000}
        description="Under the title on the product page; search engines show its first 160 characters."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="categoryId"
          label="Category"
          placeholder="No category"
          options={categories.data ?? []}
          description={
            categories.isError
              ? 'The categories could not be loaded; reload to try again.'
              : undefined
          }
        />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <NumberField
          name="position"
          label="Position in the shop"
          min={1}
          step={1}
          description={
            isNew
              ? '1 puts it first in the landing page’s Featured Portraits and the products page. Leave it empty to add it after the others.'
              : '1 puts it first in the landing page’s Featured Portraits and the products page; the others move down one.'
          }
        />
        <NumberField
          name="freeRevisions"
          label="Free revisions per artwork"
          min={0}
          max={MAX_FREE_REVISIONS}
          step={1}
          description="How many times a shopper may ask for a change of an artwork without using a generation. The product page shows it."
        />
        {isNew ? (
          <SelectField
            name="artworkKind"
            label="What it makes"
            options={KIND_OPTIONS}
            description="It starts with a blueprint of this kind, so it can make artwork as soon as it is active."
          />
        ) : null}
      </div>
    </EditorSection>
  );
}
