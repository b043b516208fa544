import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { jpeg } from './uploads.test-images';
import { imageForm } from './uploads.test-helpers';

const waitUntil = async (check: () => boolean, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('upload temp files', () => {
  let t: TestApp;
  let tempDir: string;
  const tempFiles = () => readdirSync(tempDir);
  const nothingKept = async () => {
    expect(tempFiles()).toEqual([]);
    expect(await t.app.storage.list('user-uploads/')).toEqual([]);
    expect(await t.app.db.select().from(uploads)).toEqual([]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    tempDir = path.join(t.config.dataDir, 'tmp', 'uploads');
  });
  afterAll(() => t.close());

  it('streams the image to a temp file under DATA_DIR while it arrives, and removes it when the client aborts', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const boundary = 'abort-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const image = Buffer.alloc(4 * 1024 * 1024, 9);
    image.set([0xff, 0xd8, 0xff, 0xe0]);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.on('error', () => {});
    socket.write(
      `POST /api/upload/image HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + image.length + 64}\r\n\r\n`,
    );
    socket.write(Buffer.concat([head, image.subarray(0, 1024 * 1024)]));

    // The first megabyte is on disk before the rest of the body has even been sent.
    await waitUntil(
      () => tempFiles().some((f) => statSync(path.join(tempDir, f)).size >= 512 * 1024),
      'the temp file holds the first half megabyte',
    );
    socket.destroy();
    await waitUntil(() => tempFiles().length === 0, 'the temp file is gone');
    await nothingKept();
  });

  it('keeps no temp file after a stored upload, a refused one or a cut-off form', async () => {
    const send = (payload: FormData | Buffer, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/upload/image', payload, headers });

    const ok = await send(imageForm(await jpeg()));
    expect(ok.statusCode).toBe(200);
    expect(tempFiles()).toEqual([]);

    const refused = await send(imageForm(Buffer.from('plain text, not a photo')));
    expect(refused.statusCode).toBe(415);
    expect(tempFiles()).toEqual([]);

    const cut = await send(
      Buffer.concat([
        Buffer.from(
          '--cut\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n',
        ),
        await jpeg(),
      ]),
      { 'content-type': 'multipart/form-data; boundary=cut' },
    );
    expect(cut.statusCode).toBe(400);
    expect(tempFiles()).toEqual([]);
  });

  it('removes temp files a crash left behind when the app starts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-leftover-'));
    const leftover = path.join(dataDir, 'tmp', 'uploads', 'crashed.upload');
    mkdirSync(path.dirname(leftover), { recursive: true });
    writeFileSync(leftover, 'half an upload');
    const other = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(readdirSync(path.dirname(leftover))).toEqual([]);
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
