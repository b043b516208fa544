import Stripe from 'stripe';
import type { Config } from '../config/env';

export type StripeConfig = NonNullable<Config['payments']['stripe']>;

/** The official SDK; STRIPE_API_BASE (tests) points it at another host. */
export function createStripeClient(config: StripeConfig): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Atelier' },
  };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    options.host = base.hostname;
    options.protocol = base.protocol === 'http:' ? 'http' : 'https';
    if (base.port) options.port = Number(base.port);
  }
  return new Stripe(config.secretKey, options);
}

export type { Stripe };
