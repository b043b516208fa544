import type { Product } from '@atelier/shared/schemas/catalogue';
import type { PublicSettings } from '@atelier/shared/schemas/content';
import { freeRevisionsLine } from '@atelier/shared/schemas/revisions';
import type { ReviewSummary } from '@atelier/shared/schemas/reviews';
import { Check, RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scrollToPersonalize } from '../hooks/use-floating-cta';
import {
  DEFAULT_HERO_BUTTON_TEXT,
  heroBulletPoints,
  heroImages,
  orDefault,
} from '@/lib/hero-content';
import { BeforeAfterSlider } from './before-after-slider';
import { HeroImage } from './hero-image';
import { LiveCounter } from './live-counter';
import { ReviewsLine, SocialProof } from './social-proof';

interface ProductHeroProps {
  /** The product; with its free revisions when the page has its detail. */
  product: Product & { freeRevisions?: number };
  /** Undefined while loading or when unavailable: the figures then stay out. */
  settings: PublicSettings | undefined;
  /** The product's approved buyer reviews (the product answer carries them). */
  reviews?: ReviewSummary;
}

/** Section 1 of SPEC.md §2's product page; every text is a per-product override with a default. */
export function ProductHero({ product, settings, reviews }: ProductHeroProps) {
  const bullets = heroBulletPoints(product.heroBulletPoints);
  const images = heroImages(product);
  const revisions =
    product.freeRevisions === undefined ? null : freeRevisionsLine(product.freeRevisions);
  return (
    <section className="bg-gradient-to-b from-cream to-ivory">
      {/* Phones: intro, comparison, then details; wider: text left, comparison right. */}
      <div className="mx-auto grid max-w-6xl gap-x-10 gap-y-6 px-4 pt-10 pb-14 md:grid-cols-[1fr_minmax(0,26rem)] md:grid-rows-[auto_1fr] md:pt-16 lg:gap-x-16">
        <div className="grid justify-items-start gap-5 md:self-end">
          {product.heroBadgeText?.trim() ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-gold/30 bg-white/70 px-4 py-1.5 text-sm font-medium">
              <Sparkles className="size-4 text-gold" aria-hidden />
              {product.heroBadgeText}
            </p>
          ) : null}
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {product.title}
          </h1>
          <p className="text-lg text-pretty text-navy-soft">{product.description}</p>
        </div>
        {images ? (
          <div className="md:col-start-2 md:row-span-2 md:row-start-1 md:self-center">
            {images.kind === 'compare' ? (
              <BeforeAfterSlider
                beforeSrc={images.before}
                afterSrc={images.after}
                label={product.title}
              />
            ) : (
              <HeroImage src={images.src} label={product.title} />
            )}
          </div>
        ) : null}
        <div className="grid justify-items-start gap-5 md:self-start">
          <ul className="grid gap-2.5">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-2.5">
                <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <Button size="lg" variant="accent" onClick={scrollToPersonalize}>
            {orDefault(product.heroButtonText, DEFAULT_HERO_BUTTON_TEXT)}
          </Button>
          {revisions ? (
            <p className="flex items-center gap-1.5 text-sm text-navy-soft">
              <RefreshCw className="size-4 text-gold" aria-hidden />
              {revisions}: ask for a change of your artwork, free of charge.
            </p>
          ) : null}
          {/* Reserves the lines below so the settings' arrival moves nothing. */}
          <div className="grid min-h-20 content-start gap-2">
            {settings ? (
              <>
                <LiveCounter liveCounter={settings.liveCounter} />
                <SocialProof settings={settings} />
              </>
            ) : null}
            {reviews ? <ReviewsLine reviews={reviews} /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
