import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the official SDK made to the stand-in: its form body parsed as Stripe sends it. */
export interface StripeCall {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/** The answer to one call, or undefined for Stripe's 404 'Unrecognized URL'. */
export type StripeRoute = (call: StripeCall) => { status?: number; body: unknown } | undefined;

export interface StripeStandIn {
  /** For STRIPE_API_BASE. */
  base: string;
  calls: StripeCall[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/**
 * A local HTTP server speaking Stripe's documented REST API for the calls a test answers in
 * `route` (Stripe's servers cannot be reached from tests). Every call is recorded.
 */
export async function startStripeStandIn(route: StripeRoute): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const call: StripeCall = {
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        form: new URLSearchParams(body),
      };
      calls.push(call);
      const answer = route(call) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'Unrecognized URL' } },
      };
      res.statusCode = answer.status ?? 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
