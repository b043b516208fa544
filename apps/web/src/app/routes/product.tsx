import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { FormPreview } from '@/features/personalize/components/personalize-form';
import { DRAFT_STORAGE_KEY } from '@/features/personalize/lib/draft';
import { ProductNotFound } from '@/features/product-page/components/product-not-found';
import { ProductPageView } from '@/features/product-page/components/product-page-view';
import { productQueryOptions } from '@/features/products/api/get-product';
import {
  productPreviewQueryOptions,
  type PreviewStatus,
} from '@/features/products/api/get-product-preview';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
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
  preview,
}: {
  product: ProductDetail;
  onSubmittingChange(submitting: boolean): void;
  preview?: FormPreview;
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
          <PersonalizeForm
            product={product}
            onSubmittingChange={onSubmittingChange}
            preview={preview}
          />
        </Suspense>
      ) : (
        <FormLoading />
      )}
    </div>
  );
}

export const PREVIEW_BANNER = (status: Exclude<PreviewStatus, 'active'>) =>
  `Preview: this product is ${status === 'draft' ? 'a draft' : 'archived'}; shoppers cannot see it.`;

function PreviewBanner({ id, status }: { id: string; status: Exclude<PreviewStatus, 'active'> }) {
  return (
    <div
      role="status"
      className="border-b border-gold bg-gold-soft/60 px-4 py-3 text-center text-sm text-navy"
    >
      <strong className="font-semibold">{PREVIEW_BANNER(status)}</strong>{' '}
      <Link to={`/admin/products/${id}/edit`} className="underline underline-offset-4">
        Edit product
      </Link>
    </div>
  );
}

export function ProductPage() {
  // SPEC.md §2: the slug defaults to vision-board.
  const { productSlug = 'vision-board' } = useParams();
  const [params] = useSearchParams();
  const { user, status } = useAuth();
  // ?preview=1 shows a signed-in admin any product (draft, archived); anyone else gets the
  // public answer, so a draft stays 'Product not found' to shoppers and visitors.
  const wantsPreview = params.get('preview') === '1';
  const previewing = wantsPreview && user?.role === 'admin';
  const publicRead = useQuery({
    ...productQueryOptions(productSlug),
    enabled: !previewing && !(wantsPreview && status === 'loading'),
    // Signing in clears the cache (lib/auth.tsx). The page keeps this product while it is read
    // again, or the form, and a submission running in it (the sign-in's auto-submit), would be
    // unmounted and started afresh under 'Loading product...'.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === productSlug ? previous : undefined,
  });
  const previewRead = useQuery({ ...productPreviewQueryOptions(productSlug), enabled: previewing });
  const product = previewing
    ? {
        isPending: previewRead.isPending,
        isError: previewRead.isError,
        error: previewRead.error,
        data: previewRead.data?.product,
      }
    : publicRead;
  const hidden =
    previewing && previewRead.data && previewRead.data.status !== 'active'
      ? { id: previewRead.data.id, status: previewRead.data.status }
      : null;
  const [submitting, setSubmitting] = useState(false);

  if (product.isPending) {
    return (
      <div role="status" className="min-h-svh px-4 py-24 text-center text-muted">
        Loading product...
      </div>
    );
  }
  if (product.isError || !product.data) {
    return <ProductNotFound notFound={errorStatus(product.error) === 404} />;
  }
  const view = (
    <ProductPageView
      product={product.data}
      submitting={submitting}
      form={
        <DeferredForm
          key={product.data.slug}
          product={product.data}
          onSubmittingChange={setSubmitting}
          // A hidden product cannot take orders: its form is a preview that sends nothing.
          preview={hidden ? { premium: user?.isPremium ?? false } : undefined}
        />
      }
    />
  );
  return hidden ? (
    <>
      <PreviewBanner id={hidden.id} status={hidden.status} />
      {view}
    </>
  ) : (
    view
  );
}
