import type { NavigateFunction } from 'react-router';

/**
 * The demo checkout is one of our pages (a client-side navigation); Stripe Checkout is another
 * site, so the browser leaves for it.
 */
export function goToCheckout(url: string, navigate: NavigateFunction) {
  if (url.startsWith('/')) void navigate(url);
  else window.location.assign(url);
}
