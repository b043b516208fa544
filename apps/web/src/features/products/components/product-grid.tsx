import { Button } from '@/components/ui/button';
import { useProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Products from GET /api/products; `limit` keeps the first N (the landing page shows 4). */
export function ProductGrid({ limit }: { limit?: number }) {
  const products = useProducts();
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
  const list = limit ? products.data.slice(0, limit) : products.data;
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {list.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
