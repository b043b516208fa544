import { Link, useParams } from 'react-router';
import { PageIntro, usePageTitle } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { useProduct } from '@/features/products/api/get-product';
import { errorStatus } from '@/lib/api-client';

export function ProductPage() {
  // SPEC.md §2: the slug defaults to vision-board.
  const { productSlug = 'vision-board' } = useParams();
  const product = useProduct(productSlug);
  usePageTitle(product.data?.title);

  if (product.isPending) {
    return (
      <div role="status" className="px-4 py-24 text-center text-muted">
        Loading product...
      </div>
    );
  }
  if (product.isError) {
    const notFound = errorStatus(product.error) === 404;
    return (
      <section className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">
          {notFound ? 'Product not found' : 'We could not load this product'}
        </h1>
        <Button asChild variant="outline">
          <Link to="/gallery">Back to Products</Link>
        </Button>
      </section>
    );
  }
  const { title, description, sampleImageUrl, fields } = product.data;
  const steps = [...new Set(fields.map((f) => f.stepNumber))].sort((a, b) => a - b);
  return (
    <>
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 md:grid-cols-2">
        <PageIntro title={title} className="md:text-left">
          {description}
        </PageIntro>
        {sampleImageUrl ? (
          <img
            src={sampleImageUrl}
            alt={`${title} example`}
            width={600}
            height={750}
            className="mx-auto w-full max-w-md rounded-2xl shadow-card md:mt-12"
          />
        ) : null}
      </div>
      <section
        id="personalize-section"
        aria-labelledby="personalize-title"
        className="mx-auto max-w-3xl px-4 py-12"
      >
        <h2 id="personalize-title" className="text-2xl font-semibold">
          What you will personalise
        </h2>
        <ol className="mt-6 grid gap-4">
          {steps.map((step) => (
            <li key={step} className="rounded-xl border border-parchment bg-white p-5">
              <h3 className="font-semibold">Step {step}</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-navy-soft">
                {fields
                  .filter((f) => f.stepNumber === step)
                  .map((f) => (
                    <li key={f.id}>
                      {f.fieldLabel}
                      {f.isRequired ? ' (required)' : ''}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
