import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { usePublicSettings } from '@/lib/api/get-public-settings';
import { LANDING_DEFAULTS, LandingHero } from '@/features/landing/components/landing-hero';
import { Mission } from '@/features/landing/components/mission';
import { TrustBand } from '@/features/landing/components/trust-band';
import { useProducts } from '@/features/products/api/get-products';
import { ProductGrid } from '@/features/products/components/product-grid';

// Below the fold: its own chunk, so the flip cards stay out of the first-load JS budget.
const CommunityTestimonials = lazy(() =>
  import('@/features/landing/components/community-testimonials').then((m) => ({
    default: m.CommunityTestimonials,
  })),
);

export function LandingPage() {
  usePageTitle();
  const settings = usePublicSettings().data ?? LANDING_DEFAULTS;
  // The shop's own artwork in the hero: the samples of its first products, in shop order (the
  // server seeds this list into the first paint, so the pictures are in the static HTML).
  const artworks = (useProducts().data ?? [])
    .filter((p) => p.sampleImageUrl)
    .slice(0, 3)
    .map((p) => ({ src: p.sampleImageUrl!, alt: `${p.title}, made in this shop` }));
  return (
    <>
      <LandingHero
        settings={settings}
        artworks={artworks}
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to="/products">
                Create Your Portrait
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/gallery">See the Gallery</Link>
            </Button>
          </>
        }
      />
      <Mission title={settings.landing.missionTitle} text={settings.landing.missionText} />
      <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 py-16">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-title" className="text-3xl font-semibold tracking-tight">
              Featured Portraits
            </h2>
            <p className="mt-2 text-navy-soft">Pick a style to start personalising.</p>
          </div>
          <Button asChild variant="link" size="inline">
            <Link to="/products">
              View all products
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <ProductGrid limit={4} />
      </section>
      <Suspense fallback={<div className="min-h-[40rem]" aria-hidden />}>
        <CommunityTestimonials />
      </Suspense>
      <TrustBand settings={settings} />
    </>
  );
}
