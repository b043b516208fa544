import { useId, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { orDefault } from '@/lib/hero-content';
import type { EditorValues } from '../lib/editor-values';
import { usePreviewForm } from '../lib/preview-form';
import { previewProduct } from '../lib/preview-product';

/**
 * The shopper's real form, rendered from the unsaved state: it follows every edit, each step
 * can be opened, and nothing is submitted or saved. It sits outside the editor's <form> (a
 * form cannot hold another), so it reads the values through the editor's control.
 */
export function LivePreview({
  control,
}: {
  // Any output type: the preview only reads the values being edited.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<EditorValues, any, any>;
}) {
  const PersonalizeForm = usePreviewForm();
  const values = useWatch({ control }) as EditorValues;
  const [premium, setPremium] = useState(false);
  const premiumId = useId();
  const product = previewProduct(values);
  return (
    <section
      aria-labelledby="live-preview-heading"
      className="grid grid-cols-1 content-start gap-3"
    >
      <div>
        <h2 id="live-preview-heading" tabIndex={-1} className="text-xl font-semibold outline-none">
          Live preview
        </h2>
        <p className="mt-1 text-sm text-muted">
          The form as a shopper sees it, with your unsaved changes. Nothing is sent from here.
        </p>
      </div>
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={premiumId}
          type="checkbox"
          className="size-5 accent-navy"
          checked={premium}
          onChange={(event) => setPremium(event.target.checked)}
        />
        <label htmlFor={premiumId} className="text-sm text-navy">
          Show as a premium shopper
        </label>
      </div>
      <div className="rounded-2xl border border-parchment bg-white p-4 shadow-card sm:p-6">
        <h3 className="text-lg font-semibold text-navy">
          {orDefault(product.personalizeFormTitle, 'Your Details')}
        </h3>
        {product.fields.length === 0 ? (
          <p className="mt-4 text-sm text-muted">Add a field to see the form.</p>
        ) : (
          <PersonalizeForm product={product} preview={{ premium }} />
        )}
      </div>
    </section>
  );
}
