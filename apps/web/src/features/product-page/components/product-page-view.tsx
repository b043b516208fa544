import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/page-intro';
import { useProductGallery } from '../api/get-product-gallery';
import { usePublicSettings } from '@/lib/api/get-public-settings';
import { useTestimonials } from '../api/get-testimonials';
import { BenefitsBlock } from './benefits-block';
import { BenefitsCard } from './benefits-card';
import { FloatingCta } from './floating-cta';
import { PersonalizeSection } from './personalize-section';
import { ProductGallery } from './product-gallery';
import { ProductHero } from './product-hero';
import { TestimonialCarousel } from './testimonial-carousel';
import { DEFAULT_HERO_BUTTON_TEXT, orDefault } from '@/lib/hero-content';

interface ProductPageViewProps {
  product: ProductDetail;
  /** The personalise form, rendered inside #personalize-section. */
  form?: ReactNode;
  /** True while the form submits (hides the floating button). */
  submitting?: boolean;
}

/** SPEC.md §2's product page sections, in order. The sign-in dialog is the shell's. */
export function ProductPageView({ product, form, submitting = false }: ProductPageViewProps) {
  usePageTitle(product.title);
  const settings = usePublicSettings();
  const gallery = useProductGallery(product.id);
  const testimonials = useTestimonials();
  return (
    <>
      <ProductHero product={product} settings={settings.data} reviews={product.reviews} />
      <BenefitsBlock product={product} />
      <PersonalizeSection product={product}>{form}</PersonalizeSection>
      {/* A failed gallery read shows as an empty list: no error for a side section. */}
      <ProductGallery items={gallery.data ?? []} />
      <BenefitsCard product={product} guarantee={settings.data?.guarantee} />
      <TestimonialCarousel testimonials={testimonials.isPending ? undefined : testimonials.data} />
      <FloatingCta
        submitting={submitting}
        label={orDefault(product.heroButtonText, DEFAULT_HERO_BUTTON_TEXT)}
      />
    </>
  );
}
