import type { Testimonial } from '@atelier/shared/schemas/content';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SAMPLE_TESTIMONIALS } from './sample-testimonials';
import { Stars } from './stars';

/** SPEC.md §4/§9: further clicks are ignored while a slide change is under way. */
export const CAROUSEL_LOCK_MS = 500;

interface TestimonialCarouselProps {
  /** The query's answer; empty or missing falls back to the built-in samples. */
  testimonials: Testimonial[] | undefined;
}

export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
  const slides = testimonials && testimonials.length > 0 ? testimonials : SAMPLE_TESTIMONIALS;
  const [index, setIndex] = useState(0);
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const go = (delta: number) => {
    if (locked.current) return;
    locked.current = true;
    unlockTimer.current = setTimeout(() => {
      locked.current = false;
    }, CAROUSEL_LOCK_MS);
    setIndex((i) => (i + delta + slides.length) % slides.length);
  };

  const current = slides[index % slides.length] as Testimonial;
  const position = (index % slides.length) + 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      className="below-fold mx-auto max-w-3xl px-4 py-16 text-center"
    >
      <h2 className="text-3xl font-semibold tracking-tight">What Our Customers Say</h2>
      <div className="mt-8 flex items-center gap-2 sm:gap-4">
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Previous testimonial"
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div aria-live="polite" aria-atomic="true" className="min-w-0 flex-1">
          {/* A div, not a figure: role="group" is not allowed on <figure> (axe aria-allowed-role). */}
          <div
            key={current.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position} of ${slides.length}`}
            className="grid min-h-64 content-center justify-items-center gap-4 rounded-2xl border border-parchment bg-white p-6 shadow-card transition-opacity duration-500 starting:opacity-0 sm:p-8"
          >
            <Quote className="size-8 text-gold" aria-hidden />
            <Stars rating={current.rating} />
            <blockquote className="text-lg text-pretty text-navy">“{current.quote}”</blockquote>
            <p className="text-sm text-muted">
              <span className="font-semibold text-navy">{current.name}</span>
              {current.location ? <span> · {current.location}</span> : null}
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Next testimonial"
          onClick={() => go(1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <p className="mt-4 text-sm text-muted" aria-hidden>
        {position} / {slides.length}
      </p>
    </section>
  );
}
