import type { NavigateFunction } from 'react-router';

/** The demo checkout is one of our pages; Stripe Checkout is another site the browser opens. */
export function goToCheckout(url: string, navigate: NavigateFunction) {
  if (url.startsWith('/')) void navigate(url);
  else window.location.assign(url);
}
