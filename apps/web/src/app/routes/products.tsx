import { PageIntro } from '@/components/page-intro';
import { ProductCatalogue } from '@/features/products/components/product-catalogue';

export function ProductsPage() {
  return (
    <>
      <PageIntro title="Choose Your Portrait" documentTitle="Products" eyebrow="Products">
        Pick the artwork you would like to create. Each one is personalised from your photos and
        words.
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <h2 className="sr-only">All products</h2>
        <ProductCatalogue />
      </div>
    </>
  );
}
