// Compresses one image off the main thread (SPEC.md §9): decode with createImageBitmap,
// fit within 1920 px on an OffscreenCanvas, then the JPEG quality loop. Posts progress,
// then the result or the error message (and whether the page should try itself).
import { COMPRESSION_ERRORS } from './constants';
import { compressWithPipeline } from './compress-core';
import { CanvasUnavailableError, offscreenPipeline } from './pipelines';
import type { WorkerRequest, WorkerResponse } from './types';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerResponse) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { file, targetBytes, maxSide } = event.data;
  try {
    const result = await compressWithPipeline(
      offscreenPipeline,
      file,
      { targetBytes, maxSide },
      ({ stage, progress }) => post({ type: 'progress', stage, progress }),
    );
    post({ type: 'done', ...result });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({
      type: 'error',
      message,
      retryOnMainThread:
        error instanceof CanvasUnavailableError || message === COMPRESSION_ERRORS.UNDECODABLE,
    });
  }
};
