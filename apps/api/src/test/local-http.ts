import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a stand-in received, its body as sent. */
export type LocalRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

/** The JSON a stand-in answers (200 unless a status is given). */
export type LocalAnswer = { status?: number; body: unknown };

export type LocalServer = {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
};

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
 * A local HTTP server on a free port that answers every request with JSON: what the stand-ins
 * for third-party APIs (Stripe, Prodigi) are built on, since tests cannot reach the real ones.
 */
export async function startLocalServer(
  answer: (req: LocalRequest) => LocalAnswer,
): Promise<LocalServer> {
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const out = answer({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      });
      res.statusCode = out.status ?? 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
