// A throwaway HTTP server for the provider tests: records every request, answers through the
// test's handler (which may also never answer, to simulate a hang).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type TestServer = {
  url: string;
  requests: Recorded[];
  close: () => Promise<void>;
};

export async function startServer(
  handler: (req: Recorded, res: ServerResponse, url: string) => void,
): Promise<TestServer> {
  const requests: Recorded[] = [];
  let base = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      handler(recorded, res, base);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
}

/** Parses a recorded multipart body the way a server framework would. */
export async function formDataOf(req: Recorded): Promise<FormData> {
  return new Request('http://test.local/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body: req.body,
  }).formData();
}
