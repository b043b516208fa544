import type { AdminPricing } from '@atelier/shared/schemas/admin-pricing';
import { screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { ConfirmProvider } from '@/features/admin/components/confirm-dialog';
import { renderWithApp } from '@/test/render';
import { AdminPricingPage } from './pricing-page';

// Shared by the pricing screen's tests: the seeded shop's GET /api/admin/pricing and the page
// rendered inside the admin shell's providers.

export const V1 = '2026-11-20T10:00:00.000Z';
export const V2 = '2026-11-24T02:00:00.000Z';

// GET /api/admin/pricing of the seeded shop.
export const seeded = (): AdminPricing => ({
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'Try Atelier with a few creations every month.',
      priceCents: 0,
      currency: 'usd',
      interval: 'month',
      generationsPerMonth: 3,
      features: ['3 AI generations per month'],
      isActive: true,
      stripePriceId: null,
      updatedAt: V1,
    },
    {
      id: 'premium',
      name: 'Premium',
      description: 'Unlock more generations and premium features',
      priceCents: 999,
      currency: 'usd',
      interval: 'month',
      generationsPerMonth: 100,
      features: [
        '100 AI generations per month',
        'Priority generation queue',
        'Advanced customization options',
        'Premium support',
      ],
      isActive: true,
      stripePriceId: null,
      updatedAt: V1,
    },
  ],
  canvasSizes: [
    {
      id: 'c1',
      label: '8" × 10"',
      widthInches: 8,
      heightInches: 10,
      priceCents: 4900,
      isActive: true,
      sortOrder: 0,
      updatedAt: V1,
    },
    {
      id: 'c2',
      label: '12" × 16"',
      widthInches: 12,
      heightInches: 16,
      priceCents: 7900,
      isActive: true,
      sortOrder: 1,
      updatedAt: V1,
    },
  ],
  pngDownload: { priceCents: 499, currency: 'usd', updatedAt: V1 },
  shippingRates: [
    {
      id: 's1',
      destination: 'US',
      label: 'Standard',
      priceCents: 0,
      minDays: 3,
      maxDays: 5,
      isActive: true,
      sortOrder: 0,
      updatedAt: V1,
    },
    {
      id: 's2',
      destination: '*',
      label: 'International',
      priceCents: 1500,
      minDays: 7,
      maxDays: 14,
      isActive: true,
      sortOrder: 1,
      updatedAt: V1,
    },
  ],
  stripeConfigured: false,
});

export const bodyOf = (init: RequestInit) =>
  JSON.parse(String(init.body)) as Record<string, unknown>;

export function renderPage() {
  return renderWithApp(
    <ConfirmProvider>
      <AdminPricingPage />
      <Toaster />
    </ConfirmProvider>,
    { path: '/admin/pricing' },
  );
}

export const planForm = (name: string) => screen.findByRole('form', { name: `${name} plan` });
