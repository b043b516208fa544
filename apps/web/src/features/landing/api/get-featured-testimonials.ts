import type { Testimonial } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/testimonials/featured';

/** Active and featured testimonials, at most 3 (the API enforces both). */
export const getFeaturedTestimonials = () => publicRequest<Testimonial[]>('GET', PATH);

export const featuredTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: [PATH], queryFn: getFeaturedTestimonials, ...cacheTierFor(PATH) });

export const useFeaturedTestimonials = () => useQuery(featuredTestimonialsQueryOptions());
