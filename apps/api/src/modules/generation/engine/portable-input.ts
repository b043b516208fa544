import { asBuffer, transferable } from '../../../lib/render-pool';
import type { GenerationInput } from './types';

// A GenerationInput on its way to a render-pool thread: an AbortSignal cannot cross (the pool
// stops the thread instead), and the photos travel as transferred copies.

export type PortableInput = Omit<GenerationInput, 'signal' | 'photos'> & { photos: Uint8Array[] };

export function toPortableInput(
  input: Omit<GenerationInput, 'signal'> & { signal?: AbortSignal },
  transferList: ArrayBuffer[],
): PortableInput {
  const { signal: _signal, photos, ...rest } = input;
  return { ...rest, photos: photos.map((p) => transferable(p, transferList)) };
}

/** The input on the pool thread, with a signal that never fires (an abort stops the thread). */
export function fromPortableInput(input: PortableInput): GenerationInput {
  return { ...input, photos: input.photos.map(asBuffer), signal: new AbortController().signal };
}
