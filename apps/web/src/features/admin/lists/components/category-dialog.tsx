import { slugify } from '@atelier/shared/slugify';
import {
  adminCategoryInputSchema,
  type AdminCategory,
  type AdminCategoryInput,
} from '@atelier/shared/schemas/admin-content';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AdminForm } from '@/features/admin/components/admin-form';
import { TextField } from '@/features/admin/components/form-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { categoryKeys, createCategory, updateCategory } from '../api/categories';

/** Create or edit a category. The slug follows the name until it is edited by hand. */
export function CategoryDialog({
  category,
  open,
  onOpenChange,
}: {
  /** The category to edit; null creates one. */
  category: AdminCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{category ? 'Edit category' : 'New category'}</DialogTitle>
          <DialogDescription>
            Categories group products and gallery items. The slug is the category’s address name; it
            is made from the name unless you change it.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <CategoryForm
            key={category?.id ?? 'new'}
            category={category}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  category,
  onDone,
}: {
  category: AdminCategory | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<AdminCategoryInput, unknown, z.output<typeof adminCategoryInputSchema>>({
    resolver: adminResolver(adminCategoryInputSchema),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
    },
  });
  // The slug follows the name while it still equals what the name made (or is empty).
  const name = useWatch({ control: form.control, name: 'name' });
  const autoSlug = useRef(category ? slugify(category.name) : '');
  useEffect(() => {
    const current = form.getValues('slug') ?? '';
    if (current !== autoSlug.current && current !== '') return;
    const next = slugify(name ?? '');
    autoSlug.current = next;
    if (next !== current) form.setValue('slug', next, { shouldDirty: true });
  }, [name, form]);

  const save = async (body: z.output<typeof adminCategoryInputSchema>) => {
    if (category) await updateCategory(category.id, { ...body, updatedAt: category.updatedAt });
    else await createCategory(body);
    await queryClient.invalidateQueries({ queryKey: categoryKeys });
    onDone();
  };

  return (
    <AdminForm
      form={form}
      onSubmit={save}
      submitLabel={category ? 'Save category' : 'Create category'}
      successMessage={category ? 'Category saved' : 'Category created'}
      aria-label={category ? `Edit ${category.name}` : 'New category'}
      onReload={async () => {
        await queryClient.invalidateQueries({ queryKey: categoryKeys });
        onDone();
      }}
      footer={
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
      }
      className="grid gap-4"
    >
      <TextField name="name" label="Name" maxLength={120} />
      <TextField
        name="slug"
        label="Slug"
        description="Lowercase letters, digits and single hyphens, like family-portraits."
        maxLength={120}
      />
      <TextField name="description" label="Description" multiline rows={3} maxLength={500} />
    </AdminForm>
  );
}
