import type { PublicSettings, Testimonial } from '@atelier/shared/schemas/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { LandingPage } from './landing';

const routes = [{ path: '/', element: <LandingPage /> }];

const settings: PublicSettings = {
  socialProof: {
    landing: { families: 2345, rating: 4.7 },
    product: { count: 12847, rating: 4.8 },
  },
  guarantee: { days: 45, text: 'Loved or Refunded' },
  liveCounter: { enabled: true, min: 220, max: 250 },
  landing: {
    heroTitle: 'Portraits full of light',
    heroSubtitle: 'Made from your photos.',
    missionTitle: 'Why We Exist',
    missionText: 'To keep faith in view.',
  },
  shopEmail: 'hello@shop.example',
};

const testimonial = (n: number): Testimonial => ({
  id: `t${n}`,
  quote: `Quote ${n}`,
  name: `Customer ${n}`,
  location: null,
  avatar: null,
  rating: 5,
  isActive: true,
  featured: true,
  artwork: null,
  productId: null,
});

describe('landing page', () => {
  it('shows the copy and social-proof figures of the site settings', async () => {
    stubFetch({
      'GET /api/products': () => json([]),
      'GET /api/public/settings': () => json(settings),
    });
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { name: 'Portraits full of light', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why We Exist' })).toBeInTheDocument();
    expect(screen.getByText('Trusted by 2,345 Families')).toBeInTheDocument();
    expect(screen.getByText('4.7 out of 5')).toBeInTheDocument();
    expect(screen.getByText('45-Day Guarantee')).toBeInTheDocument();
    expect(screen.getAllByText('Loved or Refunded').length).toBeGreaterThan(0);
  });

  it("falls back to the seeded figures: 'Trusted by 1,847 Families', 4.9, 30 days", async () => {
    stubFetch({ 'GET /api/products': () => json([]) });
    renderRoutes(routes, '/');
    expect(await screen.findByText('Trusted by 1,847 Families')).toBeInTheDocument();
    expect(screen.getByText('4.9 out of 5')).toBeInTheDocument();
    expect(screen.getByText('30-Day Guarantee')).toBeInTheDocument();
    expect(screen.getAllByText('100% Satisfaction Guaranteed').length).toBeGreaterThan(0);
  });

  it("'What Our Community Says' shows at most 3 featured testimonials as flip cards", async () => {
    stubFetch({
      'GET /api/products': () => json([]),
      'GET /api/testimonials/featured': () => json([1, 2, 3, 4].map(testimonial)),
    });
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { name: 'What Our Community Says' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /review$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Read Customer 4’s review' })).toBeNull();
  });
});
