import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { DRAFT_STORAGE_KEY } from '@/features/personalize/lib/draft';
import { ProductNotFound } from '@/features/product-page/components/product-not-found';
import { ProductPageView } from '@/features/product-page/components/product-page-view';
import { useProduct } from '@/features/products/api/get-product';
import { errorStatus } from '@/lib/api-client';
import { useInView } from '@/lib/use-in-view';
import { importWithReload } from '../lazy-route';

// The personalise form (react-hook-form, zod, the upload control) is its own chunk: it sits
// below the fold, so the hero paints without waiting for it, and it loads as the section
// nears the viewport, or at once when the visit is about the form.
const PersonalizeForm = lazy(() =>
  importWithReload(() => import('@/features/personalize/components/personalize-form')).then(
    (m) => ({ default: m.PersonalizeForm }),
  ),
);

function FormLoading() {
  return (
    <div role="status" className="mt-6 min-h-64 text-center text-sm text-muted">
      Loading form...
    </div>
  );
}

function hasSavedDraft(): boolean {
  try {
    return localStorage.getItem(DRAFT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function DeferredForm({
  product,
  onSubmittingChange,
}: {
  product: ProductDetail;
  onSubmittingChange(submitting: boolean): void;
}) {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  // Regenerate, clone, a saved draft (restore after sign-in) or a link to the form: load now.
  const now =
    params.has('regenerate') ||
    params.has('cloneFrom') ||
    hash === '#personalize-section' ||
    hasSavedDraft();
  const { ref, inView } = useInView<HTMLDivElement>({ rootMargin: '800px', skip: now });
  return (
    <div ref={ref}>
      {inView ? (
        <Suspense fallback={<FormLoading />}>
          <PersonalizeForm product={product} onSubmittingChange={onSubmittingChange} />
        </Suspense>
      ) : (
        <FormLoading />
      )}
    </div>
  );
}

export function ProductPage() {
  // SPEC.md §2: the slug defaults to vision-board.
  const { productSlug = 'vision-board' } = useParams();
  const product = useProduct(productSlug);
  const [submitting, setSubmitting] = useState(false);

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
  return (
    <ProductPageView
      product={product.data}
      submitting={submitting}
      form={
        <DeferredForm
          key={product.data.slug}
          product={product.data}
          onSubmittingChange={setSubmitting}
        />
      }
    />
  );
}
