import type { Database } from '../../../db/client';
import { testimonials } from '../../../db/schema/content';
import type { Review } from '../../../db/schema/reviews';
import { endOfOrder } from '../ordering';

/**
 * The testimonial an approved review becomes: active, not featured (the admin features it from
 * Testimonials like any other), at the end of the list; `artwork` only when the buyer allowed it.
 */
export async function insertReviewTestimonial(
  db: Database,
  review: Review,
  artwork: string | null,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(testimonials)
    .values({
      quote: review.text ?? '',
      name: review.displayName ?? '',
      location: review.location || null,
      rating: review.rating ?? 5,
      isActive: true,
      featured: false,
      artwork,
      productId: review.productId,
      sortOrder: endOfOrder({
        table: testimonials,
        id: testimonials.id,
        sortOrder: testimonials.sortOrder,
        tieBreak: [testimonials.createdAt, testimonials.id],
        one: 'testimonial',
        many: 'testimonials',
      }),
    })
    .returning({ id: testimonials.id });
  return row!;
}
