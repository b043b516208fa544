import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aspectRatio, ReplicateProvider } from './replicate';
import { baseInput, facePhoto } from '@atelier/studio/testing';
import { sendJson, startServer, type TestServer } from './test-server';
import { EMPTY_BRIEF, ProviderError } from './types';

// A local server speaking Replicate's documented HTTP API: POST
// /v1/models/{owner}/{name}/predictions (or /v1/predictions with a version) answers a
// prediction {id, status, output, error, urls: {get, cancel}}; GET urls.get polls it; errors
// are problem details {title, detail, status}.
type Mode =
  'async' | 'sync' | 'failed' | 'nsfw' | '422' | '500' | 'hang' | 'hang-poll' | 'canceled';

describe('ReplicateProvider', () => {
  let server: TestServer;
  let mode: Mode = 'async';
  let polls = 0;
  let resultPng: Buffer;
  let photo: Buffer;
  let provider: ReplicateProvider;

  const prediction = (base: string, status: string, extra: Record<string, unknown> = {}) => ({
    id: 'pred123',
    model: 'black-forest-labs/flux-kontext-pro',
    version: 'hidden',
    input: {},
    logs: '',
    output: null,
    error: null,
    status,
    created_at: '2026-11-21T08:00:00.000Z',
    urls: {
      get: `${base}/v1/predictions/pred123`,
      cancel: `${base}/v1/predictions/pred123/cancel`,
    },
    ...extra,
  });

  beforeAll(async () => {
    resultPng = await sharp({
      create: { width: 880, height: 1104, channels: 3, background: '#c0567a' },
    })
      .png()
      .toBuffer();
    photo = await facePhoto();
    server = await startServer((req, res, base) => {
      if (req.method === 'GET' && req.path === '/files/output.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(resultPng);
      }
      const done = { output: `${base}/files/output.png` };
      if (req.method === 'POST') {
        switch (mode) {
          case 'hang':
            return;
          case '422':
            return sendJson(res, 422, {
              title: 'Input validation failed',
              detail: '- input.aspect_ratio: aspect_ratio must be one of the following',
              status: 422,
            });
          case '500':
            return sendJson(res, 500, { detail: 'Internal server error' });
          case 'sync':
            return sendJson(
              res,
              201,
              prediction(base, 'succeeded', { output: [`${base}/files/output.png`] }),
            );
          default:
            return sendJson(res, 201, prediction(base, 'starting'));
        }
      }
      if (req.method === 'GET' && req.path === '/v1/predictions/pred123') {
        polls++;
        if (mode === 'hang-poll' || polls < 2)
          return sendJson(res, 200, prediction(base, 'processing'));
        if (mode === 'failed')
          return sendJson(res, 200, prediction(base, 'failed', { error: 'CUDA out of memory' }));
        if (mode === 'nsfw')
          return sendJson(
            res,
            200,
            prediction(base, 'failed', {
              error: 'NSFW content detected. Try running it again, or try a different prompt.',
            }),
          );
        if (mode === 'canceled') return sendJson(res, 200, prediction(base, 'canceled'));
        return sendJson(res, 200, prediction(base, 'succeeded', done));
      }
      sendJson(res, 404, { detail: 'Not found.' });
    });
    provider = new ReplicateProvider(
      {
        apiToken: 'r8_test_token',
        baseUrl: `${server.url}/v1`,
        model: 'black-forest-labs/flux-kontext-pro',
      },
      { pollIntervalMs: 10 },
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    mode = 'async';
    polls = 0;
    server.requests.length = 0;
  });

  it('creates a prediction of the official model with the photo, polls urls.get, downloads the output', async () => {
    const out = await provider.generate(
      baseInput({ photos: [photo], seed: 7, prompt: 'A radiant portrait of Rose' }),
    );
    expect(out).toMatchObject({ width: 880, height: 1104, contentType: 'image/png' });
    expect(out.data.equals(resultPng)).toBe(true);

    const [create, ...rest] = server.requests;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/models/black-forest-labs/flux-kontext-pro/predictions',
    });
    expect(create!.headers.authorization).toBe('Bearer r8_test_token');
    expect(create!.headers.prefer).toBe('wait=60');
    const body = JSON.parse(create!.body.toString()) as { input: Record<string, unknown> };
    expect(body.input).toMatchObject({
      prompt: expect.stringMatching(/^A radiant portrait of Rose\b/),
      aspect_ratio: '4:5',
      seed: 7,
      output_format: 'png',
    });
    const dataUri = String(body.input.input_image);
    expect(dataUri.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(Buffer.from(dataUri.split(',')[1]!, 'base64').equals(photo)).toBe(true);

    expect(rest.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/predictions/pred123',
      'GET /v1/predictions/pred123',
      'GET /files/output.png',
    ]);
    expect(rest[0]!.headers.authorization).toBe('Bearer r8_test_token');
    // The output file is fetched without the token.
    expect(rest[2]!.headers.authorization).toBeUndefined();
  });

  it('the prompt carries the brief: the style with its own description, the notes, the options', async () => {
    mode = 'sync';
    await provider.generate(
      baseInput({
        photos: [photo],
        prompt: 'A sacred keepsake portrait',
        brief: {
          ...EMPTY_BRIEF,
          style: { name: 'Watercolor', description: 'Soft washes on textured paper.' },
          notes: ['Her favourite colour is lavender'],
          options: [{ aspect: 'light', value: 'Candlelight' }],
          elements: ['halo'],
        },
      }),
    );
    const body = JSON.parse(server.requests[0]!.body.toString()) as { input: { prompt: string } };
    expect(body.input.prompt).toMatch(/^A sacred keepsake portrait\b/);
    expect(body.input.prompt).toContain('Style: Watercolor — Soft washes on textured paper.');
    expect(body.input.prompt).toContain('Her favourite colour is lavender');
    expect(body.input.prompt).toContain('Light: Candlelight');
    expect(body.input.prompt).toContain('golden halo');
  });

  it('takes a finished prediction straight from the create answer (output as a list)', async () => {
    mode = 'sync';
    const out = await provider.generate(baseInput({ photos: [], width: 1024, height: 1024 }));
    expect(out.data.equals(resultPng)).toBe(true);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/models/black-forest-labs/flux-kontext-pro/predictions',
      'GET /files/output.png',
    ]);
    const body = JSON.parse(server.requests[0]!.body.toString()) as {
      input: Record<string, unknown>;
    };
    expect(body.input.aspect_ratio).toBe('1:1');
    expect(body.input).not.toHaveProperty('input_image');
  });

  it('runs a pinned version through POST /predictions', async () => {
    mode = 'sync';
    await provider.generate(baseInput({ model: 'someone/portrait-model:abc123' }));
    const create = server.requests[0]!;
    expect(create.path).toBe('/v1/predictions');
    expect(JSON.parse(create.body.toString())).toMatchObject({ version: 'abc123' });
  });

  it('a 4xx is final: not retryable, with the problem detail as message', async () => {
    mode = '422';
    const err = await provider.generate(baseInput({ photos: [photo] })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      retryable: false,
      status: 422,
      message: '- input.aspect_ratio: aspect_ratio must be one of the following',
    });
  });

  it('a 5xx is retryable', async () => {
    mode = '500';
    await expect(provider.generate(baseInput())).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: true,
      status: 500,
      message: 'Internal server error',
    });
  });

  it('a failed prediction is retryable with its error; a canceled one is final', async () => {
    mode = 'failed';
    await expect(provider.generate(baseInput())).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: true,
      message: 'CUDA out of memory',
      kind: 'provider_error',
    });
    mode = 'canceled';
    polls = 0;
    await expect(provider.generate(baseInput())).rejects.toMatchObject({ retryable: false });
  });

  it("the model's safety checker refusing the prediction is final, kind content_refused", async () => {
    mode = 'nsfw';
    polls = 0;
    await expect(provider.generate(baseInput())).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: false,
      kind: 'content_refused',
    });
  });

  it('a create request that never answers is cut off by the signal: retryable "timed out"', async () => {
    mode = 'hang';
    const err = await provider
      .generate(baseInput({ signal: AbortSignal.timeout(300) }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ retryable: true, message: 'timed out' });
  });

  it('a prediction that never finishes stops polling when the signal fires', async () => {
    mode = 'hang-poll';
    const err = await provider
      .generate(baseInput({ signal: AbortSignal.timeout(500) }))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ProviderError', retryable: true, message: 'timed out' });
    expect(polls).toBeGreaterThan(0);
    // A poll already on the wire may still land; after that, no more requests arrive.
    await new Promise((r) => setTimeout(r, 150));
    const settled = polls;
    await new Promise((r) => setTimeout(r, 250));
    expect(polls).toBe(settled);
  });

  it('refuses a malformed model name without calling the API', async () => {
    await expect(provider.generate(baseInput({ model: 'not-a-model' }))).rejects.toMatchObject({
      retryable: false,
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('aspectRatio', () => {
  it('maps a size onto the nearest ratio the model lists', () => {
    expect(aspectRatio(1024, 1280)).toBe('4:5');
    expect(aspectRatio(1920, 1080)).toBe('16:9');
    expect(aspectRatio(1000, 1000)).toBe('1:1');
    expect(aspectRatio(1024, 1536)).toBe('2:3');
  });
});
