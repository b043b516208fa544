import { useFeaturedTestimonials } from '../api/get-featured-testimonials';
import { FlipCard } from './flip-card';

/** SPEC.md §9: the landing page shows at most 3 featured testimonials. */
const MAX_CARDS = 3;

/**
 * 'What Our Community Says'. Loaded as its own chunk by the landing route (it sits below the
 * fold), which keeps the first-load JS within budget. Without featured testimonials the
 * section is left out rather than shown empty.
 */
export function CommunityTestimonials() {
  const testimonials = useFeaturedTestimonials();
  if (testimonials.isError || (testimonials.isSuccess && testimonials.data.length === 0)) {
    return null;
  }
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="community-title" className="text-3xl font-semibold tracking-tight">
          What Our Community Says
        </h2>
        <p className="mt-2 text-navy-soft">Tap a portrait to read the story behind it.</p>
      </div>
      {testimonials.isPending ? (
        <CommunitySkeleton />
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {testimonials.data.slice(0, MAX_CARDS).map((testimonial) => (
            <li key={testimonial.id} className="mx-auto w-full max-w-sm">
              <FlipCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CommunitySkeleton() {
  return (
    <div aria-hidden className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: MAX_CARDS }, (_, i) => (
        <div
          key={i}
          className="mx-auto aspect-[4/5] w-full max-w-sm animate-pulse rounded-2xl bg-cream"
        />
      ))}
    </div>
  );
}
