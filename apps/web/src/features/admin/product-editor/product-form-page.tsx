import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorStatus } from '@/lib/api-client';
import { adminErrorMessage } from '../api/admin-api';
import { AdminIntro } from '../shell/admin-intro';
import { useAdminProduct } from './api/get-admin-product';
import { ProductEditor } from './components/product-editor';

function EditProduct({ id }: { id: string }) {
  const product = useAdminProduct(id);
  if (product.isPending) {
    return (
      <AdminIntro title="Edit Product">
        <span role="status">Loading the product…</span>
      </AdminIntro>
    );
  }
  if (product.isError) {
    const missing = errorStatus(product.error) === 404;
    return (
      <>
        <AdminIntro title={missing ? 'Product not found' : 'Could not load the product'}>
          {missing
            ? 'It may have been deleted, or the address is wrong.'
            : adminErrorMessage(product.error, 'Please reload the page to try again.')}
        </AdminIntro>
        <div className="px-6 pb-8">
          <Button asChild variant="outline">
            <Link to="/admin/products">Back to products</Link>
          </Button>
        </div>
      </>
    );
  }
  // Its own editor per product: the form's baseline is the version loaded here.
  return <ProductEditor key={product.data.id} product={product.data} />;
}

/** /admin/products/new and /admin/products/{id}/edit. */
export function AdminProductFormPage() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <ProductEditor product={null} />;
}
