import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-intro';
import { Button } from '@/components/ui/button';

/** SPEC.md §2: an unknown slug; 'Back to Products' goes to /gallery as the spec says. */
export function ProductNotFound({ notFound = true }: { notFound?: boolean }) {
  const title = notFound ? 'Product not found' : 'We could not load this product';
  usePageTitle(title);
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-navy-soft">
        {notFound
          ? 'This design may have been renamed or retired.'
          : 'Please check your connection and try again.'}
      </p>
      <Button asChild variant="outline">
        <Link to="/gallery">Back to Products</Link>
      </Button>
    </section>
  );
}
