// The image engine: providers behind one interface, chosen by configuration.
import type { Config } from '../../../config/env';
import type { FetchLike } from './http';
import { LocalStudioProvider } from './local-studio';
import { OpenAIImagesProvider } from './openai';
import { ReplicateProvider } from './replicate';
import type { ImageProvider } from './types';

export * from './types';
export { aiPrompt, ELEMENT_PHRASES } from './prompt';
export { makePreview, PREVIEW_MAX_SIDE, WATERMARK_TEXT, type Preview } from './preview';
export {
  LocalStudioProvider,
  outputSize,
  overlayCaption,
  renderStudio,
  renderStudioAt,
  DEFAULT_WIDTH,
  DEFAULT_HEIGHT,
} from './local-studio';
export { warmSubjectFinder } from '@atelier/studio';
export type { StudioRender, TextBlock } from '@atelier/studio';
export { OpenAIImagesProvider, openAISize, type OpenAIConfig } from './openai';
export { ReplicateProvider, aspectRatio, type ReplicateConfig } from './replicate';

/** The provider `generationConfig.provider` names (config validation ensures its keys exist). */
export function createProvider(
  generationConfig: Config['generation'],
  overrides: { fetch?: FetchLike; pollIntervalMs?: number } = {},
): ImageProvider {
  switch (generationConfig.provider) {
    case 'local':
      return new LocalStudioProvider();
    case 'openai':
      if (!generationConfig.openai)
        throw new Error('GENERATION_PROVIDER=openai needs OPENAI_API_KEY');
      return new OpenAIImagesProvider(generationConfig.openai, overrides);
    case 'replicate':
      if (!generationConfig.replicate)
        throw new Error('GENERATION_PROVIDER=replicate needs REPLICATE_API_TOKEN');
      return new ReplicateProvider(generationConfig.replicate, overrides);
  }
}
