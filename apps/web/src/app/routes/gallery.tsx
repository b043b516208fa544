import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { GalleryBrowser } from '@/features/gallery/components/gallery-browser';
import { useProducts } from '@/features/products/api/get-products';
import { categoriesOf } from '@/features/products/components/categories-of';
import { Link } from 'react-router';

export function GalleryPage() {
  // The filter's names come from the catalogue; the gallery still shows without them.
  const products = useProducts();
  const list = products.data ?? [];
  return (
    <>
      <PageIntro title="Gallery" eyebrow="Made for our families">
        Portraits and vision boards our community has created, from family blessings to pet
        portraits and dream boards.
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <h2 className="sr-only">Artwork</h2>
        <GalleryBrowser
          categories={categoriesOf(list).map((c) => ({ value: c.slug, label: c.name }))}
          products={list.map((p) => ({
            slug: p.slug,
            title: p.title,
            categorySlug: p.category?.slug ?? null,
          }))}
        />
      </div>
      <div className="flex justify-center px-4 pb-12">
        <Button asChild variant="outline">
          <Link to="/products">Create your own</Link>
        </Button>
      </div>
    </>
  );
}
