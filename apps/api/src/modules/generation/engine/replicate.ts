// Replicate over plain fetch. An official model ("owner/name", default
// black-forest-labs/flux-kontext-pro) runs through POST /models/{owner}/{name}/predictions; a
// pinned version ("owner/name:version") through POST /predictions. The prediction is polled at
// urls.get until it succeeded, failed or was canceled, then its output (a URL, or a list of
// them) is downloaded.
import {
  download,
  modelPrompt,
  readJson,
  request,
  sleep,
  toGeneratedImage,
  type FetchLike,
} from './http';
import { overlayCaption } from './local-studio';
import { aiPrompt } from './prompt';
import {
  ProviderError,
  type GeneratedImage,
  type GenerationInput,
  type ImageProvider,
} from './types';

export type ReplicateConfig = { apiToken: string; baseUrl: string; model: string };

type Prediction = {
  id?: string;
  status?: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled' | string;
  output?: unknown;
  error?: unknown;
  urls?: { get?: string };
};

const ASPECT_RATIOS = [
  '1:1',
  '16:9',
  '9:16',
  '4:3',
  '3:4',
  '3:2',
  '2:3',
  '4:5',
  '5:4',
  '21:9',
  '9:21',
  '2:1',
  '1:2',
] as const;

/** The listed aspect ratio closest (in log scale) to width:height. */
export function aspectRatio(width: number, height: number): string {
  if (!(width > 0 && height > 0)) return '4:5';
  const target = Math.log(width / height);
  let best: string = ASPECT_RATIOS[0];
  let bestDistance = Infinity;
  for (const ratio of ASPECT_RATIOS) {
    const [w, h] = ratio.split(':').map(Number) as [number, number];
    const distance = Math.abs(Math.log(w / h) - target);
    if (distance < bestDistance) {
      best = ratio;
      bestDistance = distance;
    }
  }
  return best;
}

const REPLICATE_NSFW = /\bNSFW\b/i;

const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);

export class ReplicateProvider implements ImageProvider {
  readonly name = 'replicate' as const;
  private readonly fetch: FetchLike;
  private readonly pollIntervalMs: number;

  constructor(
    private readonly config: ReplicateConfig,
    options: { fetch?: FetchLike; pollIntervalMs?: number } = {},
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  private url(path: string) {
    return `${this.config.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  async generate(input: GenerationInput): Promise<GeneratedImage> {
    const { signal } = input;
    const model = input.model ?? this.config.model;
    const [ref = '', version] = model.split(':');
    const [owner, name, extra] = ref.split('/');
    if (!owner || !name || extra !== undefined)
      throw new ProviderError(`invalid Replicate model "${model}"`, false);

    const modelInput: Record<string, unknown> = {
      prompt: modelPrompt(aiPrompt(input.prompt, input.brief), input.negativePrompt, 10000),
      aspect_ratio: aspectRatio(input.width, input.height),
      seed: input.seed >>> 0,
      output_format: 'png',
    };
    const photo = input.photos[0];
    if (photo) modelInput.input_image = `data:image/jpeg;base64,${photo.toString('base64')}`;

    const headers = {
      authorization: `Bearer ${this.config.apiToken}`,
      'content-type': 'application/json',
      // Hold the request open up to 60 s: fast models answer with the finished prediction.
      prefer: 'wait=60',
    };
    const created = version
      ? await request(
          this.fetch,
          this.url('/predictions'),
          { method: 'POST', headers, body: JSON.stringify({ version, input: modelInput }) },
          signal,
        )
      : await request(
          this.fetch,
          this.url(`/models/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/predictions`),
          { method: 'POST', headers, body: JSON.stringify({ input: modelInput }) },
          signal,
        );
    let prediction = await readJson<Prediction>(created, signal);

    while (!TERMINAL.has(prediction.status ?? '')) {
      const pollUrl =
        prediction.urls?.get ??
        (prediction.id ? this.url(`/predictions/${encodeURIComponent(prediction.id)}`) : null);
      if (!pollUrl) throw new ProviderError('Replicate answered without a prediction id', true);
      await sleep(this.pollIntervalMs, signal);
      const polled = await request(
        this.fetch,
        pollUrl,
        { method: 'GET', headers: { authorization: headers.authorization } },
        signal,
      );
      prediction = await readJson<Prediction>(polled, signal);
    }

    if (prediction.status === 'failed') {
      const reason = typeof prediction.error === 'string' ? prediction.error : 'prediction failed';
      // Replicate's models report their safety checker only as the prediction's error
      // ("NSFW content detected ..."), no code: that is its protocol for a refusal.
      if (REPLICATE_NSFW.test(reason))
        throw new ProviderError(reason, false, undefined, 'content_refused');
      throw new ProviderError(reason, true);
    }
    if (prediction.status === 'canceled')
      throw new ProviderError('the prediction was canceled', false);

    const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
    if (typeof output !== 'string' || !output)
      throw new ProviderError('Replicate answered without an image', true);
    const image = await toGeneratedImage(await download(this.fetch, output, signal));
    return overlayCaption(image, input);
  }
}
