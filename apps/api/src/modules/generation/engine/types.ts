// The contract between the generation job (modules/generation) and the image providers
// (local studio renderer, OpenAI images, Replicate). Providers know nothing of the database.
// The input, its brief and the provider error are the studio package's (it renders that input).
import type { GenerationInput } from '@atelier/studio';

export {
  EMPTY_BRIEF,
  emptyBrief,
  ProviderError,
  type ArtworkBrief,
  type GenerationField,
  type GenerationInput,
  type GenerationKind,
} from '@atelier/studio';

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
