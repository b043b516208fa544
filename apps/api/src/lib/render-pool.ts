import os from 'node:os';
import { Piscina } from 'piscina';
import { installSvgFonts } from '@atelier/studio';

// The render pool (docs/decisions/022-render-pool.md): studio renders, print files and
// full-resolution PNGs run on worker threads, so segmentation on TF.js' WebAssembly backend and
// the painters' pixel loops never hold the thread that serves the shop. One pool per process
// (the API, `npm run worker`), created at the first render; `closeRenderPool` drains it.

/** What a task sends back: Buffers arrive as Uint8Array views on a transferred ArrayBuffer. */
export type RenderTask = { task: string; payload: unknown };

/** Where the pool reports a failure no caller is waiting for (the process' logger). */
export type RenderPoolLog = { error: (fields: { err: unknown }, message: string) => void };

let threads = os.availableParallelism();
let pool: Piscina | null = null;
let onRenderThread = false;
let log: RenderPoolLog = {
  error: ({ err }, message) => console.error(message, err),
};

/**
 * Sets the pool's size (config.renderThreads) and logger; the size takes effect when the pool is
 * next created.
 */
export function configureRenderPool(opts: { threads: number; log?: RenderPoolLog }): void {
  threads = Math.max(1, opts.threads);
  if (opts.log) log = opts.log;
}

/** Called by the worker-thread entry: renders asked for there run where they are. */
export function markRenderThread(): void {
  onRenderThread = true;
}

/** True on a render-pool thread (the work runs here) and false on the serving thread. */
export function isRenderThread(): boolean {
  return onRenderThread;
}

/**
 * The worker-thread entry: the TypeScript source through tsx in a checkout (dev, tests, bench
 * scripts), the bundle esbuild builds beside server.js and worker.js in the built server.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  // (tsx's tsImport adds a query to the module's URL.)
  const source = new URL(import.meta.url).pathname.endsWith('.ts');
  return source
    ? {
        filename: new URL('../render-worker.ts', import.meta.url).href,
        execArgv: ['--import', 'tsx'],
      }
    : { filename: new URL('./render-worker.js', import.meta.url).href, execArgv: [] };
}

function renderPool(): Piscina {
  if (pool) return pool;
  // fontconfig reads its file from the process' real environment, which only this thread can
  // set: it must be in place before a worker draws the first text.
  installSvgFonts();
  const entry = workerEntry();
  pool = new Piscina({
    filename: entry.filename,
    execArgv: [...process.execArgv.filter((a) => a === '--enable-source-maps'), ...entry.execArgv],
    maxThreads: threads,
    // One thread stays warm (models loaded); the others stop after a minute without work.
    minThreads: 1,
    idleTimeout: 60_000,
    // The segmentation and upscaling networks run on TF.js' wasm backend: one task per thread.
    concurrentTasksPerWorker: 1,
  });
  // Piscina emits 'error' for a thread that dies with no task (it failed to start, or threw
  // after its task ended) and for a close that outlasts its timeout. Unheard, that event would
  // end the process: it is logged, and the next render starts a new thread.
  pool.on('error', (err: unknown) => log.error({ err }, 'render pool: a thread failed'));
  return pool;
}

/** The pool if it is running (diagnostics and tests); null before the first render. */
export function runningRenderPool(): Piscina | null {
  return pool;
}

/**
 * A copy of the bytes the worker may take (transferred, not cloned again): the caller's Buffer
 * may share its ArrayBuffer with others (Node's pool) and stays usable.
 */
export function transferable(bytes: Uint8Array, transferList: ArrayBuffer[]): Uint8Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  transferList.push(copy.buffer);
  return copy;
}

/** A Buffer over bytes a task sent back, without copying them. */
export function asBuffer(bytes: Uint8Array): Buffer<ArrayBuffer> {
  return Buffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Runs `task` on a pool thread. An abort stops the thread (a render has no other way to stop
 * mid-loop) and rejects with the signal's reason, as the work itself would.
 */
export async function runRenderTask<T>(
  task: string,
  payload: unknown,
  opts: { signal?: AbortSignal; transferList?: ArrayBuffer[] } = {},
): Promise<T> {
  opts.signal?.throwIfAborted();
  try {
    return (await renderPool().run({ task, payload } satisfies RenderTask, {
      signal: opts.signal,
      transferList: opts.transferList,
    })) as T;
  } catch (err) {
    opts.signal?.throwIfAborted();
    throw err;
  }
}

let warming: AbortController | null = null;

/**
 * Runs a few no-op tasks so the threads start (and load their models) before the first render.
 * A close stops it: loading the models is no render to wait for, and on a busy machine it could
 * outlast the shutdown's grace period.
 */
export async function warmRenderPool(): Promise<void> {
  const p = renderPool();
  const controller = new AbortController();
  warming = controller;
  try {
    await Promise.all(
      Array.from({ length: p.options.minThreads }, () =>
        runRenderTask('warm', null, { signal: controller.signal }),
      ),
    );
  } catch (err) {
    if (!controller.signal.aborted) throw err;
  } finally {
    if (warming === controller) warming = null;
  }
}

/** Lets running renders finish, then stops the threads; the next render starts a new pool. */
export async function closeRenderPool(): Promise<void> {
  warming?.abort(new Error('the render pool is closing'));
  warming = null;
  const closing = pool;
  pool = null;
  await closing?.close();
}
