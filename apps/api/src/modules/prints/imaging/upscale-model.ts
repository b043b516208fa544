// The AI upscaler's network: ESRGAN "slim" (an RDN, ×4) as a TF.js layers model whose model.json
// and weight shard ship inside the @upscalerjs/esrgan-slim npm package. The files are read from
// node_modules and handed to TF.js in memory, and it runs on the WebAssembly backend the subject
// finder already starts: nothing is fetched at install or run time
// (docs/decisions/018-prints-and-downloads.md, "Upscaling provider images").
import { createRequire } from 'node:module';
import path from 'node:path';
import { readModelFiles, tf, wasmBackend } from '@atelier/studio';
import { loadLayersModel, type LayersModel } from '@tensorflow/tfjs-layers';

export { tf };
export type { LayersModel };

/** The factor the network enlarges by (its final UpSampling2D is 4×4). */
export const MODEL_FACTOR = 4;

const MODEL_PACKAGE = '@upscalerjs/esrgan-slim';
const MODEL_FILE = path.join('models', `x${MODEL_FACTOR}`, 'model.json');

/** The package's folder: its exports map hides package.json, so walk up from its entry point. */
function modelPackageDir(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(MODEL_PACKAGE));
  while (!dir.endsWith(path.join('@upscalerjs', 'esrgan-slim'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${MODEL_PACKAGE}: package folder not found`);
    dir = parent;
  }
  return dir;
}

async function loadModel(): Promise<LayersModel> {
  await wasmBackend();
  const file = path.join(modelPackageDir(), MODEL_FILE);
  return loadLayersModel({ load: () => readModelFiles(file) });
}

let loading: Promise<LayersModel> | null = null;

/** The network, loaded once per process; concurrent callers share the one load. */
export function upscaleModel(): Promise<LayersModel> {
  if (!loading) {
    loading = loadModel().catch((err: unknown) => {
      loading = null; // a failed load may be retried by the next call
      throw err;
    });
  }
  return loading;
}
