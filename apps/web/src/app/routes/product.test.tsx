import { freePlanPricing } from '@/test/pricing-fixture';
import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import type { PublicSettings } from '@atelier/shared/schemas/content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { productDetail, productField } from '@/test/product-fixture';
import { renderRoutes } from '@/test/render';
import { ProductPage } from './product';

const routes = [{ path: '/products/:productSlug', element: <ProductPage /> }];

const settings: PublicSettings = {
  socialProof: {
    landing: { families: 1847, rating: 4.9 },
    product: { count: 12847, rating: 4.8 },
  },
  guarantee: { days: 30, text: '100% Satisfaction Guaranteed' },
  liveCounter: { enabled: true, min: 220, max: 250 },
  landing: { heroTitle: 'h', heroSubtitle: 's', missionTitle: 'm', missionText: 't' },
  shopEmail: 'hello@shop.example',
};

const product = (overrides: Partial<ProductDetail> = {}): ProductDetail =>
  productDetail({
    sampleImageUrl: '/media/static-assets/sample.webp',
    heroBeforeImage: '/media/static-assets/before.webp',
    heroAfterImage: '/media/static-assets/after.webp',
    heroBulletPoints: ['A', 'B', 'C', 'D'],
    heroButtonText: 'Create My Vision Board',
    heroBadgeText: 'New for This Year',
    personalizeSectionTitle: 'Design Your Vision Board',
    personalizeSectionSubtitle: 'Tell us what you are reaching for.',
    personalizeFormTitle: 'Your Dreams and Goals',
    benefitsSectionTitle: 'See It Every Day',
    benefitItem1Title: 'Clarity',
    benefitItem1Description: 'One glance.',
    benefitsCardTitle: 'Start the Year With Intention',
    fields: [
      productField(),
      productField({
        id: 'f2',
        fieldName: 'photos',
        fieldLabel: 'Inspiring Photos',
        fieldType: 'image',
        isRequired: false,
        stepNumber: 2,
      }),
    ],
    ...overrides,
  });

const pricing = freePlanPricing([
  { id: 'b', label: '16" x 20"', widthInches: 16, heightInches: 20, priceCents: 9900 },
  { id: 'a', label: '8" x 10"', widthInches: 8, heightInches: 10, priceCents: 4900 },
]);

afterEach(() => authToken.set(null));

describe('product page prices', () => {
  it("says what things cost before the form, with the shopper's generations left", async () => {
    authToken.set('tok-1');
    stubFetch({
      'GET /api/auth/profile': () =>
        json(profile({ generationsUsed: 1, allowanceRenewsAt: '2026-12-01T00:00:00.000Z' })),
      'GET /api/products/vision-board': () => json(product()),
      'GET /api/pricing': () => json(pricing),
    });
    renderRoutes(routes, '/products/vision-board');
    const costs = await screen.findByRole('region', { name: 'What it costs' });
    expect(
      await within(costs).findByText(
        /included in your plan \(2 generations left, renews on December 1, 2026\)/,
      ),
    ).toBeInTheDocument();
    expect(await within(costs).findByText('Canvas prints from $49')).toBeInTheDocument();
    expect(within(costs).getByText('Full-resolution PNG $4.99')).toBeInTheDocument();
    expect(document.getElementById('personalize-section')).toContainElement(costs);
  });

  it('signed out, it names the free allowance and invites signing in', async () => {
    stubFetch({
      'GET /api/products/vision-board': () => json(product()),
      'GET /api/pricing': () => json(pricing),
    });
    renderRoutes(routes, '/products/vision-board');
    const costs = await screen.findByRole('region', { name: 'What it costs' });
    expect(
      await within(costs).findByText(/included in the free plan \(3 free generations a month\)/),
    ).toBeInTheDocument();
    expect(
      within(costs).getByText('Sign in to see how many generations you have left.'),
    ).toBeInTheDocument();
  });
});

describe('product page', () => {
  it("an unknown slug shows 'Product not found' with 'Back to Products' to /gallery", async () => {
    stubFetch({});
    renderRoutes(routes, '/products/no-such-thing');
    expect(
      await screen.findByRole('heading', { name: 'Product not found', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });

  it('renders the sections in SPEC order with the product overrides and settings figures', async () => {
    stubFetch({
      'GET /api/products/vision-board': () => json(product()),
      'GET /api/public/settings': () => json(settings),
      'GET /api/testimonials': () => json([]),
      'GET /api/gallery': () => json({ error: { code: 'X', message: 'down' } }, 500),
    });
    renderRoutes(routes, '/products/vision-board');
    expect(await screen.findByRole('heading', { name: 'Vision Board', level: 1 })).toBeVisible();
    expect(screen.getByText('New for This Year')).toBeInTheDocument();
    // The hero's button and the floating one both say the product's own call to action.
    expect(screen.getAllByRole('button', { name: 'Create My Vision Board' })).toHaveLength(2);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText(/Trusted by 12,847/)).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText(/people creating portraits right now/)).toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'See It Every Day',
      'Design Your Vision Board',
      'Start the Year With Intention',
      'What Our Customers Say',
    ]);
    // The gallery failed: no section, no error message.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const section = document.getElementById('personalize-section') as HTMLElement;
    expect(within(section).getByText('Your Dreams and Goals')).toBeInTheDocument();
    // The personalise form (its own chunk) starts at step 1 of the product's 2 steps.
    expect(await within(section).findByRole('textbox', { name: /Board Title/ })).toBeVisible();
    expect(within(section).getByText('Step 1 of 2')).toBeInTheDocument();
    // An empty testimonial list falls back to the samples.
    expect(screen.getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
  });

  it('the floating button hides once a field in #personalize-section has had focus', async () => {
    stubFetch({ 'GET /api/products/vision-board': () => json(product()) });
    renderRoutes(routes, '/products/vision-board');
    const ctas = await screen.findAllByRole('button', { name: 'Create My Vision Board' });
    expect(ctas).toHaveLength(2);
    // The personalise form renders here; a field of any kind counts.
    const section = document.getElementById('personalize-section') as HTMLElement;
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Board Title');
    section.append(input);
    await userEvent.setup().click(input);
    // The hero's button stays; the floating one has gone.
    expect(screen.getAllByRole('button', { name: 'Create My Vision Board' })).toHaveLength(1);
  });

  it('hero bullet points fall back to the defaults unless exactly 4 are set', async () => {
    stubFetch({
      'GET /api/products/vision-board': () =>
        json(product({ heroBulletPoints: ['A', 'B', 'C'], heroButtonText: null })),
    });
    renderRoutes(routes, '/products/vision-board');
    await screen.findByRole('heading', { name: 'Vision Board', level: 1 });
    expect(screen.queryByText('A')).not.toBeInTheDocument();
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create My Portrait' })).toHaveLength(2);
  });
});
