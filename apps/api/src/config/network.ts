/** TRUST_PROXY as Fastify takes it: false, a hop count, or the proxies' addresses. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '') return false;
  // "true" trusts every hop, which lets any client write its own address: read it as one hop.
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: an address only this machine can reach. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * The quick start (`npm ci && npm start`): the embedded database (no DATABASE_URL) at a loopback
 * address (PUBLIC_URL unset or local). There production offers the demo checkout by default, so
 * a newcomer can buy; a shop anyone else can reach keeps it off unless DEMO_PAYMENTS=true.
 */
export function isLocalTrial(databaseUrl: string | undefined, publicUrl: string): boolean {
  return !databaseUrl && isLoopbackUrl(publicUrl);
}
