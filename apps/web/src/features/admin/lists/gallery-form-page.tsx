import {
  adminGalleryInputSchema,
  type AdminGalleryInput,
  type AdminGalleryItem,
} from '@atelier/shared/schemas/admin-content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { SelectField, SwitchField, TextField } from '@/features/admin/components/form-fields';
import { ImagePickerField } from '@/features/admin/components/image-picker';
import { categoryListQuery } from './api/categories';
import {
  createGalleryItem,
  deleteGalleryItem,
  galleryItemQuery,
  galleryKeys,
  updateGalleryItem,
} from './api/gallery';
import { productOptionsQuery } from './api/products';
import { AdminRecordFormPage, type RecordFormConfig } from './components/record-form-page';

const galleryForm: RecordFormConfig<
  AdminGalleryItem,
  AdminGalleryInput,
  z.output<typeof adminGalleryInputSchema>
> = {
  what: 'gallery item',
  list: '/admin/gallery',
  keys: galleryKeys,
  itemQuery: galleryItemQuery,
  create: createGalleryItem,
  update: updateGalleryItem,
  remove: deleteGalleryItem,
  title: { edit: 'Edit Gallery Item', create: 'New Gallery Item' },
  intro: 'Artwork for the public gallery and, with a product chosen, that product’s page.',
  schema: adminGalleryInputSchema,
  values: (item) => ({
    title: item?.title ?? '',
    description: item?.description ?? '',
    imageUrl: item?.imageUrl ?? '',
    productId: item?.productId ?? null,
    categoryId: item?.categoryId ?? null,
    isActive: item?.isActive ?? true,
    isHero: item?.isHero ?? false,
  }),
  name: (item) => item.title,
  submitLabel: 'Create gallery item',
  saved: 'Gallery item saved',
  created: 'Gallery item created',
  formLabel: (item) => (item ? `Edit ${item.title}` : 'New gallery item'),
};

/** /admin/gallery/new and /admin/gallery/:id/edit. */
export function AdminGalleryFormPage() {
  return (
    <AdminRecordFormPage config={galleryForm}>
      <GalleryFields />
    </AdminRecordFormPage>
  );
}

function GalleryFields() {
  const products = useQuery(productOptionsQuery());
  const categories = useQuery(categoryListQuery());
  return (
    <>
      <TextField name="title" label="Title" maxLength={200} />
      <TextField name="description" label="Description" multiline rows={3} maxLength={1000} />
      <ImagePickerField
        name="imageUrl"
        label="Image"
        description="Choose one of the shop’s images or upload a new one."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="productId"
          label="Product"
          placeholder="No product"
          description="The product page whose gallery shows it."
          options={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }))}
        />
        <SelectField
          name="categoryId"
          label="Category"
          placeholder="No category"
          options={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </div>
      <SwitchField
        name="isActive"
        label="Active"
        description="Only active items show in the shop."
      />
      <SwitchField
        name="isHero"
        label="Hero"
        description="A showcase piece: the first active hero item (by position) is the shop’s picture in link previews."
      />
    </>
  );
}
