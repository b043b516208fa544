import {
  adminTestimonialInputSchema,
  type AdminTestimonial,
  type AdminTestimonialInput,
} from '@atelier/shared/schemas/admin';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminForm } from '@/features/admin/components/admin-form';
import {
  NumberField,
  SelectField,
  SwitchField,
  TextField,
} from '@/features/admin/components/form-fields';
import { ImagePickerField } from '@/features/admin/components/image-picker';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { Button } from '@/components/ui/button';
import { productOptionsQuery } from './api/products';
import {
  createTestimonial,
  deleteTestimonial,
  testimonialKeys,
  testimonialQuery,
  updateTestimonial,
} from './api/testimonials';
import { FormPageState } from './components/form-page-state';
import { useDeleteAndLeave } from './lib/use-delete-and-leave';

const LIST = '/admin/testimonials';

/** /admin/testimonials/new and /admin/testimonials/:id/edit. */
export function AdminTestimonialFormPage() {
  const { id } = useParams();
  const item = useQuery({ ...testimonialQuery(id ?? ''), enabled: Boolean(id) });
  return (
    <>
      <AdminIntro title={id ? 'Edit Testimonial' : 'New Testimonial'}>
        A customer story. The landing page shows up to 3 testimonials that are both active and
        featured.
      </AdminIntro>
      {id && !item.data ? (
        <FormPageState error={item.error} backTo={LIST} what="testimonial" />
      ) : (
        <TestimonialForm key={item.data?.updatedAt ?? 'new'} item={item.data ?? null} />
      )}
    </>
  );
}

function TestimonialForm({ item }: { item: AdminTestimonial | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = useQuery(productOptionsQuery());
  const form = useForm<
    AdminTestimonialInput,
    unknown,
    z.output<typeof adminTestimonialInputSchema>
  >({
    resolver: adminResolver(adminTestimonialInputSchema),
    defaultValues: {
      quote: item?.quote ?? '',
      name: item?.name ?? '',
      location: item?.location ?? '',
      rating: item?.rating ?? 5,
      avatar: item?.avatar ?? null,
      artwork: item?.artwork ?? null,
      isActive: item?.isActive ?? true,
      featured: item?.featured ?? false,
      productId: item?.productId ?? null,
    },
  });
  const remove = useDeleteAndLeave({
    what: 'testimonial',
    name: item ? `The testimonial from ${item.name}` : '',
    remove: () => (item ? deleteTestimonial(item) : Promise.resolve()),
    invalidate: testimonialKeys,
    leaveTo: LIST,
    form,
  });

  const save = async (values: z.output<typeof adminTestimonialInputSchema>) => {
    if (item) await updateTestimonial(item.id, { ...values, updatedAt: item.updatedAt });
    else await createTestimonial(values);
    await navigate(LIST);
    await queryClient.invalidateQueries({ queryKey: testimonialKeys });
  };

  return (
    <div className="px-4 pb-6 sm:px-6">
      <AdminForm
        form={form}
        onSubmit={save}
        submitLabel={item ? 'Save changes' : 'Create testimonial'}
        successMessage={item ? 'Testimonial saved' : 'Testimonial created'}
        aria-label={item ? `Edit the testimonial from ${item.name}` : 'New testimonial'}
        onReload={() =>
          queryClient.invalidateQueries({ queryKey: [...testimonialKeys, 'item', item?.id] })
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
        <TextField name="quote" label="Quote" multiline rows={4} maxLength={1000} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField name="name" label="Name" maxLength={120} autoComplete="off" />
          <TextField
            name="location"
            label="Location"
            placeholder="Austin, TX"
            maxLength={120}
            autoComplete="off"
          />
        </div>
        <NumberField
          name="rating"
          label="Rating (stars)"
          description="1 to 5."
          min={1}
          max={5}
          step={1}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ImagePickerField
            name="avatar"
            label="Avatar"
            description="The customer’s photo, on the back of the landing page card."
          />
          <ImagePickerField
            name="artwork"
            label="Artwork"
            description="Their portrait, on the front of the landing page card."
          />
        </div>
        <SelectField
          name="productId"
          label="Product"
          placeholder="No product"
          description="The product this story is about."
          options={(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }))}
        />
        <SwitchField
          name="isActive"
          label="Active"
          description="Only active testimonials show in the shop."
        />
        <SwitchField
          name="featured"
          label="Featured"
          description="The landing page shows the first 3 that are active and featured."
        />
      </AdminForm>
    </div>
  );
}
