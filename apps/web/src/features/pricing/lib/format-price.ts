const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      // Whole amounts read better without cents ($49, $0); others keep two digits ($9.99).
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/** A price in cents as en-US currency text: 999 → '$9.99', 4900 → '$49', 0 → '$0'. */
export function formatPrice(cents: number, currency = 'USD'): string {
  return formatter(currency.toUpperCase(), cents % 100 === 0).format(cents / 100);
}

const INTERVAL_SUFFIX = { month: '/month', year: '/year', once: '' } as const;

/** '$9.99/month', '$99/year', or the bare price for a one-off. */
export function formatPlanPrice(
  cents: number,
  currency: string,
  interval: keyof typeof INTERVAL_SUFFIX,
): string {
  return `${formatPrice(cents, currency)}${INTERVAL_SUFFIX[interval]}`;
}
