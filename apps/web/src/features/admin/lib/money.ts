// Money in the admin: the API stores cents, people type dollars.

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format;
}

/** 999 → '$9.99', 4900 → '$49.00' (the admin always shows the cents it stores). */
export function formatCents(cents: number, currency = 'usd'): string {
  return formatter(currency.toUpperCase()).format(cents / 100);
}

/** What a money input shows for a stored amount: 999 → '9.99', 4900 → '49.00', null → ''. */
export function centsToDollarText(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  return (cents / 100).toFixed(2);
}

/**
 * Dollars typed by a person → cents: '9.99' → 999, '$1,234.5' → 123450, '10' → 1000.
 * Null for empty text, negatives, more than two decimals or anything that is not an amount.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
