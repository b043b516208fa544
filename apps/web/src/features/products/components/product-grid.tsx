import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { usePricing } from '@/lib/pricing';
import { useProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface ProductGridProps {
  /** Keep the first N (the landing page shows 4). */
  limit?: number;
  /** Only products of this category slug (the /products filter). */
  category?: string;
  /** Shown when the category has no products. */
  empty?: ReactNode;
  /**
   * How many leading cards load at once with high priority. Defaults to 2 on the full list
   * (they are its largest paint) and 0 for a limited grid, which sits below a page's hero.
   */
  eagerCount?: number;
}

/** Products from GET /api/products. */
export function ProductGrid({ limit, category, empty, eagerCount }: ProductGridProps) {
  const products = useProducts();
  const pricing = usePricing();
  const { user } = useAuth();
  const count = limit ?? 4;

  if (products.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading products"
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
      >
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (products.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-2xl bg-cream p-8 text-center"
      >
        <p>We could not load the products just now.</p>
        <Button variant="outline" onClick={() => void products.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const matching = category
    ? products.data.filter((product) => product.category?.slug === category)
    : products.data;
  const list = limit ? matching.slice(0, limit) : matching;
  if (list.length === 0 && empty) return empty;
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {list.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < (eagerCount ?? (limit ? 0 : 2))}
            pricing={pricing.data}
            user={user}
          />
        </li>
      ))}
    </ul>
  );
}
