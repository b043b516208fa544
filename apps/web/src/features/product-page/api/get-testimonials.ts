import type { Testimonial } from '@atelier/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from '@/lib/api-client';
import { cacheTierFor } from '@/lib/query-client';

const PATH = '/api/testimonials';

export const getTestimonials = () => publicRequest<Testimonial[]>('GET', PATH);

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: [PATH], queryFn: getTestimonials, ...cacheTierFor(PATH) });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
