import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * The shopper's form the live preview shows. It belongs to the personalise feature, which the
 * admin does not import: the route that composes the editor provides it (app/routes).
 */
export type PreviewForm = ComponentType<{ product: ProductDetail; preview: { premium: boolean } }>;

const PreviewFormContext = createContext<PreviewForm | null>(null);

export const PreviewFormProvider = PreviewFormContext.Provider;

export function usePreviewForm(): PreviewForm {
  const form = useContext(PreviewFormContext);
  if (!form)
    throw new Error('The live preview needs the shopper form: wrap it in PreviewFormProvider');
  return form;
}
