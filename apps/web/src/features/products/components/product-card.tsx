import type { UserProfile } from '@atelier/shared/schemas/auth';
import type { Product } from '@atelier/shared/schemas/catalogue';
import type { Pricing } from '@atelier/shared/schemas/content';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PriceNotes } from '@/components/price-notes';
import { LazyImage } from '@/components/ui/lazy-image';

interface ProductCardProps {
  product: Product;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
  /** The `sizes` of the card image (two columns on phones, four from lg). */
  sizes?: string;
  /** The server's prices (GET /api/pricing) and the signed-in shopper, for the price lines. */
  pricing?: Pricing;
  user?: UserProfile | null;
}

/** A product tile linking to its personalise page. */
export function ProductCard({
  product,
  eager = false,
  sizes = '(min-width: 1024px) 280px, 50vw',
  pricing,
  user = null,
}: ProductCardProps) {
  return (
    <Link
      to={`/products/${product.slug}`}
      className="group grid overflow-hidden rounded-2xl border border-parchment bg-white shadow-card transition-transform hover:-translate-y-0.5"
    >
      <div className="aspect-[4/5] overflow-hidden bg-cream">
        {product.sampleImageUrl ? (
          <LazyImage
            src={product.sampleImageUrl}
            alt=""
            width={400}
            height={500}
            sizes={sizes}
            eager={eager}
            className="size-full"
            imgClassName="group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="grid gap-1 p-4">
        <h3 className="font-semibold text-navy">{product.title}</h3>
        <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
        <PriceNotes pricing={pricing} user={user} className="mt-1" />
        <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-navy">
          Personalise
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </span>
      </div>
    </Link>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden className="grid overflow-hidden rounded-2xl border border-parchment bg-white">
      <div className="aspect-[4/5] animate-pulse bg-cream" />
      <div className="grid gap-2 p-4">
        <div className="h-4 w-2/3 animate-pulse rounded bg-cream" />
        <div className="h-3 w-full animate-pulse rounded bg-cream" />
      </div>
    </div>
  );
}
