import { Star } from 'lucide-react';

/** 1 to 5 stars, read out as "4 out of 5 stars". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= rating ? 'size-4 fill-gold text-gold' : 'size-4 text-parchment'}
        />
      ))}
    </span>
  );
}
