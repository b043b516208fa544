// The contract between the generation job (modules/generation) and the image providers
// (local studio renderer, OpenAI images, Replicate). Providers know nothing of the database.

export type GenerationKind = 'portrait' | 'vision_board';

export type GenerationField = { name: string; label: string; value: string };

export type GenerationInput = {
  kind: GenerationKind;
  /** Rendered from the blueprint's prompt template. */
  prompt: string;
  negativePrompt: string;
  stylePreset: string;
  /** Provider model override from the blueprint; null = the provider's configured default. */
  model: string | null;
  width: number;
  height: number;
  /** Varies palette and layout per (re)generation. */
  seed: number;
  /** The user's uploaded photos (JPEG bytes), in field order. */
  photos: Buffer[];
  /** The board's text values, in field order. */
  fields: GenerationField[];
  /** Rendered caption template, set as real type by the renderer ('' = none). */
  caption: string;
  /** Product title. */
  title: string;
  /** Aborted when the attempt times out or the worker stops. */
  signal: AbortSignal;
};

export type GeneratedImage = {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
};

export interface ImageProvider {
  readonly name: 'local' | 'openai' | 'replicate';
  generate(input: GenerationInput): Promise<GeneratedImage>;
}

/** A provider failure; `retryable` false for failures another attempt cannot fix (4xx). */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}
