import type { Testimonial } from '@atelier/shared/schemas/content';
import { buildSrcSet } from '@atelier/shared/image-variants';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { cn } from '@/lib/utils';

function Stars({ rating }: { rating: number }) {
  const value = Math.min(5, Math.max(1, Math.round(rating)));
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'size-4',
            i < value ? 'fill-gold-bright text-gold-bright' : 'text-parchment',
          )}
        />
      ))}
    </span>
  );
}

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/**
 * A testimonial as a card that turns over: the artwork on the front; avatar, stars, quote, name
 * and location on the back. One toggle button covers the card, so click, tap, Enter and Space
 * all flip it and aria-pressed tells screen readers which side is up. The hidden face is
 * aria-hidden. Reduced motion: the global stylesheet shortens the turn to an instant swap.
 */
export function FlipCard({ testimonial }: { testimonial: Testimonial }) {
  const [flipped, setFlipped] = useState(false);
  const { name, location, quote, rating, avatar, artwork } = testimonial;
  return (
    <div className="relative aspect-[4/5] perspective-distant">
      <div
        className={cn(
          'relative size-full transition-transform duration-700 transform-3d',
          flipped && 'rotate-y-180',
        )}
      >
        <div
          aria-hidden={flipped}
          data-testid="flip-card-front"
          className="absolute inset-0 overflow-hidden rounded-2xl bg-cream shadow-card backface-hidden"
        >
          {artwork ? (
            <LazyImage
              src={artwork}
              srcSet={buildSrcSet(artwork, [320, 480, 640])}
              sizes="(min-width: 768px) 360px, 90vw"
              alt={`Artwork created for ${name}`}
              className="size-full"
            />
          ) : null}
          <p className="absolute top-3 left-3 rounded-full bg-navy/80 px-3 py-1 text-xs font-semibold text-ivory">
            {name}’s story
          </p>
        </div>
        <div
          aria-hidden={!flipped}
          data-testid="flip-card-back"
          className="absolute inset-0 grid content-center justify-items-center gap-3 overflow-hidden rounded-2xl border border-parchment bg-white p-6 text-center shadow-card backface-hidden rotate-y-180"
        >
          {avatar ? (
            <img
              src={avatar}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-16 rounded-full object-cover"
            />
          ) : (
            <span className="flex size-16 items-center justify-center rounded-full bg-gold-soft text-xl font-semibold">
              {initial(name)}
            </span>
          )}
          <Stars rating={rating} />
          <blockquote className="text-pretty text-navy">“{quote}”</blockquote>
          <p className="text-sm">
            <span className="font-semibold">{name}</span>
            {location ? <span className="block text-muted">{location}</span> : null}
          </p>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={flipped}
        aria-label={`Read ${name}’s review`}
        onClick={() => setFlipped((f) => !f)}
        className="absolute inset-0 cursor-pointer rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
      />
    </div>
  );
}
