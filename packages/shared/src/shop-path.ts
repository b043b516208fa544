const PROBE_ORIGIN = 'http://atelier.invalid';

// Control characters (tab, newline, ...) and backslashes have no place in our paths.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * `value` when it is a path of this shop ('/…' that a browser resolves on our own origin),
 * null otherwise. The one rule for "stays on the shop": where to go after signing in
 * (safeRedirect) and which markdown links become shop links.
 *
 * A browser's URL parser reads '\' as '/' and drops tabs and newlines inside http(s) URLs, so
 * '/\evil.example', '\\evil.example' and '/\t/evil.example' all mean '//evil.example': another
 * host. Encoded forms ('/%5Cevil', '/%2F%2Fevil') stay on the shop in the browser, but a router
 * or server that decodes them once would not, so they are refused as well.
 */
export function shopPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) {
    return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (UNSAFE.test(decoded) || decoded.startsWith('//')) return null;
  // Whatever is left must still resolve to our own origin.
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
}
