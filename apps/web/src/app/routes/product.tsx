import { useParams } from 'react-router';
import { ProductNotFound } from '@/features/product-page/components/product-not-found';
import { ProductPageView } from '@/features/product-page/components/product-page-view';
import { useProduct } from '@/features/products/api/get-product';
import { errorStatus } from '@/lib/api-client';

export function ProductPage() {
  // SPEC.md §2: the slug defaults to vision-board.
  const { productSlug = 'vision-board' } = useParams();
  const product = useProduct(productSlug);

  if (product.isPending) {
    return (
      <div role="status" className="min-h-svh px-4 py-24 text-center text-muted">
        Loading product...
      </div>
    );
  }
  if (product.isError) {
    return <ProductNotFound notFound={errorStatus(product.error) === 404} />;
  }
  return <ProductPageView product={product.data} />;
}
