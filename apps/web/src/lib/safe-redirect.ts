const PROBE_ORIGIN = 'http://atelier.invalid';

/**
 * Where to go after signing in: only a path of this shop, '/' otherwise (no open redirect).
 * Browsers read '\' as '/' and drop tabs and newlines inside URLs, so '/\evil.example' and
 * '/\t/evil.example' mean '//evil.example'; the encoded forms ('/%5Cevil') are refused too.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  // Control characters (tab, newline, ...) and backslashes have no place in our paths.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || /^\/\//.test(value) || /^\/\//.test(decoded)) {
    return '/';
  }
  // Whatever is left must still resolve to our own origin.
  const url = new URL(value, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? value : '/';
}
