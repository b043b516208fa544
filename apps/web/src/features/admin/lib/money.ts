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
 * Dollars typed by a person → cents: '9.99' → 999, '$1,234.5' → 123450, '10' → 1000, '-5' → -500.
 * A leading minus is read (the schema then says the amount cannot be negative); null for empty
 * text, more than two decimals or anything that is not an amount.
 */
export function parseDollars(text: string): number | null {
  let typed = text.trim().replace(/^\$\s*/, '');
  const negative = typed.startsWith('-');
  if (negative) typed = typed.slice(1).replace(/^\s*\$?\s*/, '');
  // Thousands separators only where they belong (1,234.50), never 1,2,3.
  if (typed.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(typed)) return null;
  const cleaned = typed.replace(/,/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
