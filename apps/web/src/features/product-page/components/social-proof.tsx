import type { PublicSettings } from '@atelier/shared/schemas/content';
import type { ReviewSummary } from '@atelier/shared/schemas/reviews';
import { MessageSquareQuote, ShieldCheck, Star } from 'lucide-react';
import { formatCount, formatRating } from '../lib/format';

/** 'Trusted by 12,847' with the 4.8 rating and the guarantee, from the site settings. */
export function SocialProof({ settings }: { settings: PublicSettings }) {
  const { count, rating } = settings.socialProof.product;
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-navy-soft">
      <li className="flex items-center gap-1.5">
        <Star className="size-4 fill-gold-bright text-gold-bright" aria-hidden />
        <span>
          <strong className="text-navy">{formatRating(rating)}</strong> rating · Trusted by{' '}
          {formatCount(count)} customers
        </span>
      </li>
      <li className="flex items-center gap-1.5">
        <ShieldCheck className="size-4 text-success" aria-hidden />
        {settings.guarantee.days}-day guarantee · {settings.guarantee.text}
      </li>
    </ul>
  );
}

/**
 * The product's real rating: the average and count of approved buyer reviews, beside the
 * banner's figures (nothing until the first review is approved).
 */
export function ReviewsLine({ reviews }: { reviews: ReviewSummary }) {
  if (reviews.count === 0 || reviews.average == null) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-navy-soft" data-testid="product-reviews">
      <MessageSquareQuote className="size-4 text-gold" aria-hidden />
      <span>
        <strong className="text-navy">{formatRating(reviews.average)}</strong> from{' '}
        {formatCount(reviews.count)} verified {reviews.count === 1 ? 'review' : 'reviews'}
      </span>
    </p>
  );
}
