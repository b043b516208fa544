import './lib/sharp-setup';
import { renderPicture, warmSubjectFinder } from '@atelier/studio';
import { threadId } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { asBuffer, markRenderThread, type RenderTask } from './lib/render-pool';
import { fromPortableInput, type PortableInput } from './modules/generation/engine/portable-input';
import { renderFullPngHere, type FullPngTask } from './modules/prints/imaging/full-png';
import { renderPrintFileHere, type PrintFileTask } from './modules/prints/imaging/print-file';
import { photoSubjectHere } from './modules/uploads/photo-subject';

// A render-pool thread (lib/render-pool.ts; docs/decisions/022-render-pool.md). It runs one task
// at a time; renders it asks for on the way (a print file's studio picture) run here too. The
// bytes it answers are transferred to the caller's thread, not copied.

markRenderThread();

/** Bytes that own their whole ArrayBuffer (a slice of a shared one is copied out first). */
function own(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = Buffer.alloc(bytes.byteLength); // never from Node's shared pool
  bytes.copy(copy);
  return copy;
}

/** The answer with its file's bytes moved, not cloned. */
function moved<K extends 'data' | 'png', T extends Record<K, Buffer>>(value: T, key: K) {
  const answer = { ...value, [key]: own(value[key]) };
  // Piscina's Transferable interface: what to transfer, and the value to send in its place.
  const transferable = {
    [Piscina.transferableSymbol]: [answer[key].buffer],
    [Piscina.valueSymbol]: answer,
  };
  return Piscina.move(transferable as unknown as Parameters<typeof Piscina.move>[0]);
}

const tasks: Record<string, (payload: never) => Promise<unknown>> = {
  /** Starts the thread and loads the segmentation models before the first render needs them. */
  async warm() {
    await warmSubjectFinder();
    return threadId;
  },
  async studio(p: { input: PortableInput; width: number; height: number }) {
    return moved(await renderPicture(fromPortableInput(p.input), p.width, p.height), 'png');
  },
  async printFile({ source, spec, opts }: PrintFileTask) {
    const original = source.original;
    const file = await renderPrintFileHere(
      {
        ...source,
        input: fromPortableInput(source.input),
        original: async () => {
          if (!original) throw new Error('print file: the original was not sent');
          return asBuffer(original);
        },
      },
      spec,
      opts,
    );
    return moved(file, 'data');
  },
  async fullPng({ source, opts }: FullPngTask) {
    const original = asBuffer(source.original);
    const png = await renderFullPngHere(
      { ...source, input: fromPortableInput(source.input), original: async () => original },
      opts,
    );
    return moved(png, 'data');
  },
  /** The photo check's subject (modules/uploads/photo-check.ts). */
  async photoSubject(p: { photo: Uint8Array }) {
    return photoSubjectHere(asBuffer(p.photo));
  },
};

export default async function run({ task, payload }: RenderTask): Promise<unknown> {
  const work = tasks[task];
  if (!work) throw new Error(`render pool: no task '${task}'`);
  return work(payload as never);
}
