import type { AdminCategory, AdminCategoryInput } from '@atelier/shared/schemas/admin-content';
import { contentListApi } from './content-list-api';

// /api/admin/categories: the list (search, sort, pages), writes and reorder. Categories have
// no inline toggles, so no PATCH.
export const {
  keys: categoryKeys,
  listQuery: categoryPageQuery,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
  reorder: reorderCategories,
} = contentListApi<AdminCategory, AdminCategoryInput, { updatedAt: string }>('categories');

/** Up to 100 categories in display order, for the category selects and filters. */
export const categoryListQuery = () => categoryPageQuery('?pageSize=100&sort=sortOrder&dir=asc');
