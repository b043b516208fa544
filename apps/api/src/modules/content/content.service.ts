import type {
  CanvasSize,
  ContentPage,
  GalleryItem,
  Pricing,
  PricingPlan,
  PublicSettings,
  PublicStatistics,
  Testimonial,
} from '@atelier/shared/schemas/content';
import { publicUrl } from '../../storage/public-url';
import type {
  CanvasSizeRow,
  ContentRepository,
  GalleryFilter,
  PricingPlanRow,
  TestimonialRow,
} from './content.repository';
import { createSettingsReader } from './settings';

/** SPEC.md §9: the landing page shows 3 featured testimonials. */
export const FEATURED_TESTIMONIAL_LIMIT = 3;

function toTestimonialDto(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    name: row.name,
    location: row.location,
    avatar: publicUrl(row.avatar),
    // The column has no check constraint; clamp so a hand-edited row never breaks the shape.
    rating: Math.min(5, Math.max(1, Math.round(row.rating))),
    isActive: row.isActive,
    featured: row.featured,
    artwork: publicUrl(row.artwork),
    productId: row.productId,
  };
}

export function toCanvasSizeDto(row: CanvasSizeRow): CanvasSize {
  return {
    id: row.id,
    label: row.label,
    widthInches: row.widthInches,
    heightInches: row.heightInches,
    priceCents: row.priceCents,
  };
}

/** A plan as the pricing page shows it; its id is the price id checkout takes. */
export function toPricingPlanDto(p: PricingPlanRow): PricingPlan {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    priceCents: p.priceCents,
    currency: p.currency,
    interval: p.interval,
    generationsPerMonth: p.generationsPerMonth,
    features: p.features,
    priceId: p.id,
  };
}

export function createContentService(repo: ContentRepository) {
  const settings = createSettingsReader(repo);

  async function listCanvasSizes(): Promise<CanvasSize[]> {
    return (await repo.listActiveCanvasSizes()).map(toCanvasSizeDto);
  }

  return {
    async listTestimonials(): Promise<Testimonial[]> {
      return (await repo.listActiveTestimonials()).map(toTestimonialDto);
    },

    async listFeaturedTestimonials(): Promise<Testimonial[]> {
      const rows = await repo.listActiveTestimonials({
        featuredOnly: true,
        limit: FEATURED_TESTIMONIAL_LIMIT,
      });
      return rows.map(toTestimonialDto);
    },

    async listGallery(filter: GalleryFilter): Promise<GalleryItem[]> {
      const rows = await repo.listActiveGalleryItems(filter);
      return rows.map(({ item, productSlug, categorySlug }) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        imageUrl: publicUrl(item.imageUrl),
        productId: item.productId,
        productSlug,
        categoryId: item.categoryId,
        categorySlug,
        isHero: item.isHero,
      }));
    },

    listCanvasSizes,

    async getPricing(): Promise<Pricing> {
      const [plans, canvasSizes, pngDownload, rates, productionDays] = await Promise.all([
        repo.listActivePlans(),
        listCanvasSizes(),
        settings.pngDownload(),
        repo.listActiveShippingRates(),
        settings.productionDays(),
      ]);
      return {
        plans: plans.map(toPricingPlanDto),
        canvasSizes,
        pngDownload,
        shippingRates: rates.map(({ destination, label, priceCents, minDays, maxDays }) => ({
          destination,
          label,
          priceCents,
          minDays,
          maxDays,
        })),
        productionDays,
      };
    },

    async getStatistics(): Promise<PublicStatistics> {
      const [artworksCreated, customers, rating] = await Promise.all([
        repo.countArtworksCreated(),
        repo.countCustomers(),
        repo.activeRatingSummary(),
      ]);
      return {
        artworksCreated,
        customers,
        averageRating: rating.average == null ? 0 : Math.round(rating.average * 10) / 10,
        reviewCount: rating.count,
      };
    },

    getPublicSettings: (defaultShopEmail: string): Promise<PublicSettings> =>
      settings.publicSettings(defaultShopEmail),

    /** A content page, or null for an unknown slug. */
    getPage: (slug: string): Promise<ContentPage | null> => settings.page(slug),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
