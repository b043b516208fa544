import { Star } from 'lucide-react';

/** A 1–5 rating as stars, read out as 'N out of 5 stars'. */
export function Stars({ rating }: { rating: number }) {
  const value = Math.min(5, Math.max(1, Math.round(rating)));
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={
            i < value ? 'size-4 fill-gold-bright text-gold-bright' : 'size-4 text-parchment'
          }
        />
      ))}
    </span>
  );
}
