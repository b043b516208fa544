import { afterEach, describe, expect, it, vi } from 'vitest';
import { canCompressInWorker, compressImage, jpegName } from './index';
import type { CompressionProgress, WorkerRequest, WorkerResponse } from './types';

type Script = (request: WorkerRequest, worker: FakeWorker) => void;

/** Stands in for the browser's Worker: answers each posted request with a script. */
class FakeWorker {
  static script: Script = () => {};
  static instances: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }
  postMessage(request: WorkerRequest) {
    queueMicrotask(() => FakeWorker.script(request, this));
  }
  send(message: WorkerResponse) {
    this.onmessage?.({ data: message } as MessageEvent<WorkerResponse>);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

function withWorkerSupport(script: Script) {
  FakeWorker.script = script;
  FakeWorker.instances = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  // Only the main-thread path calls this (the fake worker does not): a call shows it ran.
  // jsdom cannot decode, so that path ends in 'Failed to load image'.
  const decodeOnPage = vi.fn(async () => {
    throw new Error('jsdom decodes nothing');
  });
  vi.stubGlobal('createImageBitmap', decodeOnPage);
  return { decodeOnPage };
}

const photo = () => new File([new Uint8Array(3000)], 'holiday.photo.PNG', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('compressImage', () => {
  it('runs in a module Web Worker and hands back a .jpg JPEG with both sizes', async () => {
    let received: WorkerRequest | undefined;
    withWorkerSupport((request, worker) => {
      received = request;
      worker.send({ type: 'progress', stage: 'analyzing', progress: 5 });
      worker.send({ type: 'progress', stage: 'compressing', progress: 30 });
      worker.send({
        type: 'done',
        blob: new Blob([new Uint8Array(1200)], { type: 'image/jpeg' }),
        width: 1920,
        height: 1440,
        quality: 0.8,
        passes: 2,
      });
    });
    const progress: CompressionProgress[] = [];
    const input = photo();
    const result = await compressImage(input, { targetSizeMB: 2 }, (p) => progress.push(p));

    const [worker] = FakeWorker.instances;
    expect(String(worker?.url)).toMatch(/compress\.worker\.ts/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(received).toEqual({ file: input, targetBytes: 2 * 1024 * 1024, maxSide: 1920 });
    expect(progress).toEqual([
      { stage: 'analyzing', progress: 5 },
      { stage: 'compressing', progress: 30 },
    ]);
    expect(result.file.name).toBe('holiday.photo.jpg');
    expect(result.file.type).toBe('image/jpeg');
    expect(result).toMatchObject({
      originalSize: 3000,
      compressedSize: 1200,
      width: 1920,
      height: 1440,
      quality: 0.8,
      passes: 2,
    });
    expect(worker?.terminated).toBe(true);
  });

  it("rejects with the worker's message, e.g. 'Failed to compress image'", async () => {
    const { decodeOnPage } = withWorkerSupport((_request, worker) =>
      worker.send({ type: 'error', message: 'Failed to compress image', retryOnMainThread: false }),
    );
    await expect(compressImage(photo())).rejects.toThrow('Failed to compress image');
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
    expect(decodeOnPage).not.toHaveBeenCalled();
  });

  it('lets the page try an image the worker could not decode', async () => {
    const { decodeOnPage } = withWorkerSupport((_request, worker) =>
      worker.send({ type: 'error', message: 'Failed to load image', retryOnMainThread: true }),
    );
    const input = photo();
    await expect(compressImage(input)).rejects.toThrow('Failed to load image');
    expect(decodeOnPage).toHaveBeenCalledWith(input);
  });

  it('falls back to the main thread when the worker cannot start', async () => {
    const { decodeOnPage } = withWorkerSupport((_request, worker) => worker.fail('blocked by CSP'));
    const input = photo();
    await expect(compressImage(input)).rejects.toThrow('Failed to load image');
    expect(decodeOnPage).toHaveBeenCalledWith(input);
  });

  it('uses the main thread where Worker or OffscreenCanvas is missing', async () => {
    expect(canCompressInWorker()).toBe(false); // jsdom has neither
    await expect(compressImage(photo())).rejects.toThrow('Failed to load image');
  });
});

describe('jpegName', () => {
  it.each([
    ['photo.png', 'photo.jpg'],
    ['IMG_0001.HEIC', 'IMG_0001.jpg'],
    ['archive.tar.webp', 'archive.tar.jpg'],
    ['noextension', 'noextension.jpg'],
    ['.png', 'image.jpg'],
  ])('%s → %s', (name, expected) => {
    expect(jpegName(name)).toBe(expected);
  });
});
