import { PreviewFormProvider } from '@/features/admin/product-editor/lib/preview-form';
import { AdminProductFormPage as ProductFormPage } from '@/features/admin/product-editor/product-form-page';
import { PersonalizeForm } from '@/features/personalize/components/personalize-form';

/** The product editor, its live preview showing the shopper's real personalise form. */
export function AdminProductFormPage() {
  return (
    <PreviewFormProvider value={PersonalizeForm}>
      <ProductFormPage />
    </PreviewFormProvider>
  );
}
