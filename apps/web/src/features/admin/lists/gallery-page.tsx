import type { AdminGalleryItem } from '@atelier/shared/schemas/admin-content';
import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { categoryListQuery } from './api/categories';
import {
  deleteGalleryItem,
  galleryKeys,
  galleryListQuery,
  patchGalleryItem,
  reorderGallery,
} from './api/gallery';
import { productOptionsQuery } from './api/products';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { galleryColumns } from './components/gallery-columns';
import { Thumbnail } from './components/thumbnail';
import { YES_NO } from '@/features/admin/lib/format';
import { useInlinePatch } from './lib/use-inline-patch';

type Row = AdminGalleryItem;

/** /admin/gallery: artwork for the gallery and product pages; Active and Hero save at once. */
export function AdminGalleryPage() {
  const [params, setParams] = useListParams({
    sort: 'sortOrder',
    dir: 'asc',
    filters: ['product', 'category', 'active'],
  });
  const list = useQuery(galleryListQuery(toQueryString(params)));
  const products = useQuery(productOptionsQuery());
  const categories = useQuery(categoryListQuery());
  const toggle = useInlinePatch([...galleryKeys, 'list'], patchGalleryItem);
  const remove = useAdminMutation({
    mutationFn: deleteGalleryItem,
    invalidate: [galleryKeys],
    failure: 'Could not delete the gallery item',
    success: (_r, v) => `“${v.title}” deleted`,
  });
  const reorder = useAdminMutation({
    mutationFn: reorderGallery,
    invalidate: [galleryKeys],
    failure: 'Could not save the new order',
    success: () => 'New order saved',
  });

  const columns = galleryColumns({
    toggle,
    onDelete: (row) => remove.mutate(row),
    deleting: remove.isPending,
  });

  return (
    <AdminListPage<Row>
      title="Gallery"
      intro="Artwork shown in the public gallery and on product pages."
      params={params}
      setParams={setParams}
      list={list}
      searchLabel="Search gallery"
      filters={[
        {
          name: 'product',
          label: 'Product',
          options: (products.data?.items ?? []).map((p) => ({ value: p.id, label: p.title })),
        },
        {
          name: 'category',
          label: 'Category',
          options: (categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
        },
        { name: 'active', label: 'Active', options: YES_NO },
      ]}
      newItem={{ to: '/admin/gallery/new', label: 'New gallery item' }}
      caption="Gallery items"
      plural="gallery items"
      columns={columns}
      reorder={{
        label: 'Gallery order',
        whole: 'the whole gallery',
        name: (g) => g.title,
        renderItem: (g) => (
          <div className="flex min-w-0 items-center gap-3">
            <Thumbnail src={g.thumbnailUrl} />
            <span className="truncate font-semibold">{g.title}</span>
          </div>
        ),
        save: (ids) => reorder.mutateAsync(ids),
      }}
    />
  );
}
