import http from 'node:http';
import Stripe from 'stripe';

// Stripe for a cluster test: a local server speaking the part of Stripe's REST API a canvas
// checkout uses (as apps/api/src/test/stripe-stand-in.ts does for the API tests), and webhook
// events signed with the SDK's test-header helper, as Stripe signs them.

export type StripeStandIn = { base: string; sessions: string[]; close(): Promise<void> };

export async function startStripeStandIn(port: number): Promise<StripeStandIn> {
  const sessions: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stripe.test').pathname;
      const form = new URLSearchParams(body);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_cluster_${sessions.length + 1}`;
        sessions.push(id);
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === 'POST' && expire) {
        return send(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Only the SDK's signing helper is used: the key is never sent anywhere.
const signer = new Stripe('sk_test_cluster_signer');

/** Posts `event` to `base`/api/webhooks/stripe signed with `secret`, as Stripe delivers it. */
export async function deliverStripeEvent(base: string, event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`${base}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: await res.text() };
}
