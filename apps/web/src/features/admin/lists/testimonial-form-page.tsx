import {
  adminTestimonialInputSchema,
  type AdminTestimonial,
  type AdminTestimonialInput,
} from '@atelier/shared/schemas/admin-content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  NumberField,
  SelectField,
  SwitchField,
  TextField,
} from '@/features/admin/components/form-fields';
import { ImagePickerField } from '@/features/admin/components/image-picker';
import { productOptionsQuery } from './api/products';
import {
  createTestimonial,
  deleteTestimonial,
  testimonialKeys,
  testimonialQuery,
  updateTestimonial,
} from './api/testimonials';
import { AdminRecordFormPage, type RecordFormConfig } from './components/record-form-page';

const testimonialForm: RecordFormConfig<
  AdminTestimonial,
  AdminTestimonialInput,
  z.output<typeof adminTestimonialInputSchema>
> = {
  what: 'testimonial',
  list: '/admin/testimonials',
  keys: testimonialKeys,
  itemQuery: testimonialQuery,
  create: createTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
  title: { edit: 'Edit Testimonial', create: 'New Testimonial' },
  intro:
    'A customer story. The landing page shows up to 3 testimonials that are both active and featured.',
  schema: adminTestimonialInputSchema,
  values: (item) => ({
    quote: item?.quote ?? '',
    name: item?.name ?? '',
    location: item?.location ?? '',
    rating: item?.rating ?? 5,
    avatar: item?.avatar ?? null,
    artwork: item?.artwork ?? null,
    isActive: item?.isActive ?? true,
    featured: item?.featured ?? false,
    productId: item?.productId ?? null,
  }),
  name: (item) => `The testimonial from ${item.name}`,
  submitLabel: 'Create testimonial',
  saved: 'Testimonial saved',
  created: 'Testimonial created',
  formLabel: (item) => (item ? `Edit the testimonial from ${item.name}` : 'New testimonial'),
};

/** /admin/testimonials/new and /admin/testimonials/:id/edit. */
export function AdminTestimonialFormPage() {
  return (
    <AdminRecordFormPage config={testimonialForm}>
      <TestimonialFields />
    </AdminRecordFormPage>
  );
}

function TestimonialFields() {
  const products = useQuery(productOptionsQuery());
  return (
    <>
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
    </>
  );
}
