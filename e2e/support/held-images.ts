import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

// A stand-in for the OpenAI images API (GENERATION_PROVIDER=openai, OPENAI_BASE_URL) that holds
// every request until the test lets the oldest one through: a job "runs" exactly until then, so
// a spec can move the generation queue one job at a time. Answers as gpt-image-1 does
// (b64_json PNG).

export type HeldImagesApi = {
  /** For OPENAI_BASE_URL. */
  baseUrl: string;
  /** Requests waiting for an answer now. */
  readonly held: number;
  /** Answers the oldest waiting request (there must be one). */
  releaseOldest(): void;
  /** Answers every waiting request and every later one at once. */
  releaseAll(): void;
  close(): Promise<void>;
};

export async function startHeldImagesApi(): Promise<HeldImagesApi> {
  const png = await sharp({
    create: { width: 512, height: 768, channels: 3, background: { r: 90, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const answerBody = JSON.stringify({ created: 1, data: [{ b64_json: png.toString('base64') }] });
  const waiting: ServerResponse[] = [];
  let holding = true;
  const answer = (res: ServerResponse) => {
    if (res.destroyed || res.writableEnded) return;
    res.setHeader('content-type', 'application/json');
    res.end(answerBody);
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (!holding) return answer(res);
      waiting.push(res);
      res.on('close', () => {
        const i = waiting.indexOf(res);
        if (i >= 0) waiting.splice(i, 1);
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get held() {
      return waiting.length;
    },
    releaseOldest() {
      const res = waiting.shift();
      if (!res) throw new Error('no image request is waiting');
      answer(res);
    },
    releaseAll() {
      holding = false;
      for (const res of waiting.splice(0)) answer(res);
    },
    async close() {
      holding = false;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
