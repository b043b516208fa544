// OpenAI images (gpt-image-1 by default) over plain fetch. With photos: POST /images/edits
// (multipart: model, image[] files, prompt, size, n=1); without: POST /images/generations
// (JSON). The image comes back as data[0].b64_json (GPT image models) or data[0].url.
import { download, modelPrompt, readJson, request, toGeneratedImage, type FetchLike } from './http';
import { overlayCaption } from './local-studio';
import { aiPrompt } from './prompt';
import {
  ProviderError,
  type GeneratedImage,
  type GenerationInput,
  type ImageProvider,
} from './types';

export type OpenAIConfig = { apiKey: string; baseUrl: string; model: string };

type ImagesResponse = { data?: { b64_json?: string | null; url?: string | null }[] };

/** The closest size the model accepts for the requested aspect ratio. */
export function openAISize(model: string, width: number, height: number): string {
  const ratio = width > 0 && height > 0 ? width / height : 1;
  if (model === 'dall-e-2') return '1024x1024';
  if (model === 'dall-e-3')
    return ratio < 0.8 ? '1024x1792' : ratio > 1.25 ? '1792x1024' : '1024x1024';
  return ratio < 0.83 ? '1024x1536' : ratio > 1.2 ? '1536x1024' : '1024x1024';
}

export class OpenAIImagesProvider implements ImageProvider {
  readonly name = 'openai' as const;
  private readonly fetch: FetchLike;

  constructor(
    private readonly config: OpenAIConfig,
    options: { fetch?: FetchLike } = {},
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private url(path: string) {
    return `${this.config.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  async generate(input: GenerationInput): Promise<GeneratedImage> {
    const { signal } = input;
    const model = input.model ?? this.config.model;
    const dallE = model.startsWith('dall-e');
    const prompt = modelPrompt(
      aiPrompt(input.prompt, input.brief),
      input.negativePrompt,
      dallE ? 1000 : 32000,
    );
    const size = openAISize(model, input.width, input.height);
    const auth = { authorization: `Bearer ${this.config.apiKey}` };

    let res: Response;
    if (input.photos.length > 0) {
      const form = new FormData();
      form.append('model', model);
      form.append('prompt', prompt);
      form.append('size', size);
      form.append('n', '1');
      if (dallE) {
        // DALL·E 2 edits one PNG image and answers with a URL unless asked for base64.
        form.append('response_format', 'b64_json');
        form.append('image', new Blob([input.photos[0]!], { type: 'image/jpeg' }), 'photo-1.jpg');
      } else {
        input.photos.slice(0, 16).forEach((photo, i) => {
          form.append('image[]', new Blob([photo], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
        });
      }
      res = await request(
        this.fetch,
        this.url('/images/edits'),
        { method: 'POST', headers: auth, body: form },
        signal,
      );
    } else {
      const body: Record<string, unknown> = { model, prompt, size, n: 1 };
      if (dallE) body.response_format = 'b64_json';
      res = await request(
        this.fetch,
        this.url('/images/generations'),
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        signal,
      );
    }

    const answer = await readJson<ImagesResponse>(res, signal);
    const first = answer.data?.[0];
    let bytes: Buffer;
    if (first?.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
    else if (first?.url) bytes = await download(this.fetch, first.url, signal);
    else throw new ProviderError('OpenAI answered without an image', true);
    const image = await toGeneratedImage(bytes);
    return overlayCaption(image, input);
  }
}
