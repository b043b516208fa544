import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeader, stubFetch } from '@/test/fetch';
import { downloadFile, readableFileName } from './download';

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), {
    status: 200,
    headers: { 'content-type': 'image/webp' },
  });

let saved: { href: string; download: string }[];
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  saved = [];
  createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadFile', () => {
  it('fetches an /api/ address with the bearer token and saves the blob under the name', async () => {
    const fetch = stubFetch({ 'GET /api/files/generated-artwork/a.webp': () => png() });
    await downloadFile('/api/files/generated-artwork/a.webp?signature=abc', 'portrait.webp', () =>
      Promise.resolve('tok-1'),
    );

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/files/generated-artwork/a.webp?signature=abc');
    expect(authHeader(init)).toBe('Bearer tok-1');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.size).toBe(4);
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'portrait.webp' }]);
    // The temporary link is gone and the object URL released.
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1'));
  });

  it('fetches an https address plainly, without a token', async () => {
    const fetch = stubFetch({ 'GET /bucket/a.webp': () => png() });
    const getToken = vi.fn(() => 'tok-1');
    await downloadFile(
      'https://cdn.example.com/bucket/a.webp?X-Amz-Signature=1',
      'a.webp',
      getToken,
    );

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://cdn.example.com/bucket/a.webp?X-Amz-Signature=1');
    expect(authHeader(init)).toBeNull();
    expect(getToken).not.toHaveBeenCalled();
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'a.webp' }]);
  });

  it('accepts a plain http address too', async () => {
    const fetch = stubFetch({ 'GET /a.webp': () => png() });
    await downloadFile('http://localhost:9000/a.webp', 'a.webp', () => null);
    expect(fetch).toHaveBeenCalledOnce();
    expect(saved).toHaveLength(1);
  });

  it('refuses an /api/ address without a token and sends nothing', async () => {
    const fetch = stubFetch({});
    await expect(downloadFile('/api/files/x.webp', 'x.webp', () => null)).rejects.toThrow(
      'Authentication token required for internal API downloads',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });

  it.each([['/media/static-assets/a.webp'], ['data:image/png;base64,AAAA'], ['ftp://x/a.webp']])(
    'refuses %s with "Invalid download URL format"',
    async (address) => {
      const fetch = stubFetch({});
      await expect(downloadFile(address, 'a.webp', () => 'tok')).rejects.toThrow(
        'Invalid download URL format',
      );
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('reports a non-OK answer as "Download failed: {status} {statusText}" and saves nothing', async () => {
    stubFetch({
      'GET /api/files/gone.webp': () =>
        new Response('nope', { status: 404, statusText: 'Not Found' }),
    });
    await expect(downloadFile('/api/files/gone.webp', 'gone.webp', () => 'tok')).rejects.toThrow(
      'Download failed: 404 Not Found',
    );
    expect(saved).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe('readableFileName', () => {
  it("is the title as a slug, the id's first 8 characters and the extension", () => {
    const id = '1a2b3c4d-0000-4000-8000-000000000000';
    expect(readableFileName("Grandma's Garden — Été", id, 'png')).toBe(
      'grandma-s-garden-ete-1a2b3c4d.png',
    );
    expect(readableFileName(null, id, 'png')).toBe('artwork-1a2b3c4d.png');
    expect(readableFileName('***', id, 'png')).toBe('artwork-1a2b3c4d.png');
  });
});
