import {
  adminGalleryInputSchema,
  type AdminGalleryInput,
  type AdminGalleryItem,
} from '@atelier/shared/schemas/admin';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminForm } from '@/features/admin/components/admin-form';
import { SwitchField, SelectField, TextField } from '@/features/admin/components/form-fields';
import { ImagePickerField } from '@/features/admin/components/image-picker';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { Button } from '@/components/ui/button';
import { categoryListQuery } from './api/categories';
import {
  createGalleryItem,
  deleteGalleryItem,
  galleryItemQuery,
  galleryKeys,
  updateGalleryItem,
} from './api/gallery';
import { productOptionsQuery } from './api/products';
import { FormPageState } from './components/form-page-state';
import { useDeleteAndLeave } from './lib/use-delete-and-leave';

const LIST = '/admin/gallery';

/** /admin/gallery/new and /admin/gallery/:id/edit. */
export function AdminGalleryFormPage() {
  const { id } = useParams();
  const item = useQuery({ ...galleryItemQuery(id ?? ''), enabled: Boolean(id) });
  const title = id ? 'Edit Gallery Item' : 'New Gallery Item';
  return (
    <>
      <AdminIntro title={title}>
        Artwork for the public gallery and, with a product chosen, that product’s page.
      </AdminIntro>
      {id && !item.data ? (
        <FormPageState error={item.error} backTo={LIST} what="gallery item" />
      ) : (
        // A new version (after Reload) starts the form again from it.
        <GalleryForm key={item.data?.updatedAt ?? 'new'} item={item.data ?? null} />
      )}
    </>
  );
}

function GalleryForm({ item }: { item: AdminGalleryItem | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = useQuery(productOptionsQuery());
  const categories = useQuery(categoryListQuery());
  const form = useForm<AdminGalleryInput, unknown, z.output<typeof adminGalleryInputSchema>>({
    resolver: adminResolver(adminGalleryInputSchema),
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      imageUrl: item?.imageUrl ?? '',
      productId: item?.productId ?? null,
      categoryId: item?.categoryId ?? null,
      isActive: item?.isActive ?? true,
      isHero: item?.isHero ?? false,
    },
  });
  const remove = useDeleteAndLeave({
    what: 'gallery item',
    name: item?.title ?? '',
    remove: () => (item ? deleteGalleryItem(item) : Promise.resolve()),
    invalidate: galleryKeys,
    leaveTo: LIST,
    form,
  });

  const save = async (values: z.output<typeof adminGalleryInputSchema>) => {
    if (item) await updateGalleryItem(item.id, { ...values, updatedAt: item.updatedAt });
    else await createGalleryItem(values);
    await navigate(LIST);
    await queryClient.invalidateQueries({ queryKey: galleryKeys });
  };

  return (
    <div className="px-4 pb-6 sm:px-6">
      <AdminForm
        form={form}
        onSubmit={save}
        submitLabel={item ? 'Save changes' : 'Create gallery item'}
        successMessage={item ? 'Gallery item saved' : 'Gallery item created'}
        aria-label={item ? `Edit ${item.title}` : 'New gallery item'}
        onReload={() =>
          queryClient.invalidateQueries({ queryKey: [...galleryKeys, 'item', item?.id] })
        }
        footer={
          <>
            {item ? (
              <Button
                type="button"
                variant="destructive"
                className="sm:mr-auto"
                disabled={remove.isPending}
                onClick={() => void remove.run()}
              >
                Delete
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={LIST}>Cancel</Link>
            </Button>
          </>
        }
      >
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
      </AdminForm>
    </div>
  );
}
