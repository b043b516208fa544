import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FilterChips } from '@/components/ui/filter-chips';
import { useProducts } from '../api/get-products';
import { categoriesOf } from './categories-of';
import { ProductGrid } from './product-grid';

/** The /products list: a category filter kept in `?category=slug` (linkable), then the grid. */
export function ProductCatalogue() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const products = useProducts();
  const categories = products.data ? categoriesOf(products.data) : [];

  const select = (slug: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (slug) next.set('category', slug);
        else next.delete('category');
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="grid gap-6">
      {categories.length > 1 ? (
        <FilterChips
          label="Filter by category"
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          value={category}
          onChange={select}
          className="justify-center"
        />
      ) : null}
      <ProductGrid
        category={category}
        empty={
          <div className="grid justify-items-center gap-3 rounded-2xl bg-cream p-8 text-center">
            <p>No products in this category yet.</p>
            <Button variant="outline" onClick={() => select(undefined)}>
              Show all products
            </Button>
          </div>
        }
      />
    </div>
  );
}
