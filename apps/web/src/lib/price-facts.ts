import { utcDay } from '@/lib/utc-day';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import type { Pricing } from '@atelier/shared/schemas/content';

// What things cost, worded for a shopper deciding on a product: from the server's pricing
// (GET /api/pricing) and, when signed in, the profile's allowance. Shared by the product cards
// and the product page, which read the same cached answers.

/** A price in cents as en-US currency text: 999 → '$9.99', 4900 → '$49'. */
export function formatMoney(cents: number, currency = 'usd'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

export interface PriceFacts {
  /** 'Included in your plan' when signed in, else 'Included in the free plan'. */
  artwork: string;
  /** DESIGN.md §3's allowance: '2 generations left' (signed in) or '3 free generations a month'. */
  allowance: string | null;
  /** 'renews on December 1, 2026' (signed in, when known). */
  renews: string | null;
  /** 'Canvas prints from $49'; null when no size is on sale. */
  canvas: string | null;
  /** 'Full-resolution PNG $4.99'. */
  png: string | null;
}

export function priceFacts(
  pricing: Pricing | undefined,
  user: Pick<UserProfile, 'generationsUsed' | 'generationsLimit' | 'allowanceRenewsAt'> | null,
): PriceFacts {
  let allowance: string | null = null;
  let renews: string | null = null;
  if (user) {
    const left = Math.max(0, user.generationsLimit - user.generationsUsed);
    allowance = `${left} ${left === 1 ? 'generation' : 'generations'} left`;
    const day = utcDay(user.allowanceRenewsAt);
    renews = day ? `renews on ${day}` : null;
  } else {
    const free = pricing?.plans.find((plan) => plan.priceCents === 0);
    // Spelled out: '3 a month' on a narrow card read as a fraction ('3 a / month').
    if (free) {
      const n = free.generationsPerMonth;
      allowance = `${n} free ${n === 1 ? 'generation' : 'generations'} a month`;
    }
  }
  const sizes = pricing?.canvasSizes ?? [];
  const lowest = sizes.length > 0 ? Math.min(...sizes.map((size) => size.priceCents)) : null;
  // Canvas sizes carry no currency of their own: the shop sells in one, the PNG price's.
  const currency = pricing?.pngDownload.currency ?? 'usd';
  return {
    artwork: user ? 'Included in your plan' : 'Included in the free plan',
    allowance,
    renews,
    canvas: lowest === null ? null : `Canvas prints from ${formatMoney(lowest, currency)}`,
    png: pricing
      ? `Full-resolution PNG ${formatMoney(pricing.pngDownload.priceCents, pricing.pngDownload.currency)}`
      : null,
  };
}
