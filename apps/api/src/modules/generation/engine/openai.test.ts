import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAIImagesProvider, openAISize } from './openai';
import { baseInput, facePhoto, meanDiff } from '@atelier/studio/testing';
import { formDataOf, sendJson, startServer, type TestServer } from './test-server';
import { EMPTY_BRIEF, ProviderError } from './types';

// A local server speaking the documented OpenAI Images API: POST /v1/images/edits (multipart)
// and /v1/images/generations (JSON) answering {created, data: [{b64_json} | {url}]}, errors as
// {error: {message, type, code}}.
type Mode = 'b64' | 'url' | '400' | 'refused' | '429' | '500' | 'hang' | 'empty';

describe('OpenAIImagesProvider', () => {
  let server: TestServer;
  let mode: Mode = 'b64';
  let resultPng: Buffer;
  let photos: Buffer[];
  let provider: OpenAIImagesProvider;

  beforeAll(async () => {
    resultPng = await sharp({
      create: { width: 1024, height: 1536, channels: 3, background: '#4f86c6' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536"><circle cx="512" cy="600" r="300" fill="#f6d47a"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    photos = [await facePhoto(), await facePhoto({ skin: '#8d5a3b' })];
    server = await startServer((req, res, base) => {
      if (req.method === 'GET' && req.path === '/files/result.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(resultPng);
      }
      switch (mode) {
        case 'hang':
          return; // never answers
        case '400':
          return sendJson(res, 400, {
            error: {
              message: "Invalid value: '999x999'. Supported values are: '1024x1024'.",
              type: 'invalid_request_error',
              param: 'size',
              code: 'invalid_value',
            },
          });
        case 'refused':
          return sendJson(res, 400, {
            error: {
              message: 'Your request was rejected as a result of our safety system.',
              type: 'invalid_request_error',
              param: null,
              code: 'content_policy_violation',
            },
          });
        case '429':
          return sendJson(res, 429, {
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          });
        case '500':
          return sendJson(res, 500, {
            error: { message: 'The server had an error', type: 'server_error' },
          });
        case 'empty':
          return sendJson(res, 200, { created: 1, data: [] });
        case 'url':
          return sendJson(res, 200, { created: 1, data: [{ url: `${base}/files/result.png` }] });
        default:
          return sendJson(res, 200, {
            created: 1,
            data: [{ b64_json: resultPng.toString('base64') }],
            usage: { total_tokens: 100 },
          });
      }
    });
    provider = new OpenAIImagesProvider({
      apiKey: 'sk-test-123',
      baseUrl: `${server.url}/v1`,
      model: 'gpt-image-1',
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    mode = 'b64';
    server.requests.length = 0;
  });

  it('edits the photos: multipart POST /images/edits with model, image[] files, prompt, size, n', async () => {
    const out = await provider.generate(
      baseInput({ photos, prompt: 'A radiant portrait of Rose', negativePrompt: 'blurry' }),
    );
    expect(out).toMatchObject({ width: 1024, height: 1536, contentType: 'image/png' });
    // No caption and no name-like field: the model's image comes back untouched.
    expect(out.data.equals(resultPng)).toBe(true);

    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/images/edits');
    expect(req.headers.authorization).toBe('Bearer sk-test-123');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formDataOf(req);
    expect(form.get('model')).toBe('gpt-image-1');
    expect(form.get('prompt')).toMatch(/^A radiant portrait of Rose\b/);
    expect(form.get('prompt')).toContain('blurry');
    expect(form.get('size')).toBe('1024x1536');
    expect(form.get('n')).toBe('1');
    const images = form.getAll('image[]') as File[];
    expect(images).toHaveLength(2);
    expect(images[0]!.type).toBe('image/jpeg');
    expect(Buffer.from(await images[0]!.arrayBuffer()).equals(photos[0]!)).toBe(true);
    expect(Buffer.from(await images[1]!.arrayBuffer()).equals(photos[1]!)).toBe(true);
  });

  it('the prompt carries the brief: the style with its own description, the notes, the elements', async () => {
    await provider.generate(
      baseInput({
        photos,
        prompt: 'A loving portrait of Buddy',
        brief: {
          ...EMPTY_BRIEF,
          title: 'Buddy',
          style: { name: 'Stained Glass', description: 'Jewel-toned panes and leaded lines.' },
          notes: ['Loved long walks and tennis balls'],
          elements: ['wings'],
        },
      }),
    );
    const prompt = String((await formDataOf(server.requests[0]!)).get('prompt'));
    expect(prompt).toMatch(/^A loving portrait of Buddy\b/);
    expect(prompt).toContain('Style: Stained Glass — Jewel-toned panes and leaded lines.');
    expect(prompt).toContain('Loved long walks and tennis balls');
    expect(prompt).toContain('angel wings');
  });

  it('generates without photos: JSON POST /images/generations, downloading a returned URL', async () => {
    mode = 'url';
    const out = await provider.generate(
      baseInput({ photos: [], model: 'gpt-image-1-mini', width: 1600, height: 1000 }),
    );
    expect(out).toMatchObject({ width: 1024, height: 1536, contentType: 'image/png' });
    expect(out.data.equals(resultPng)).toBe(true);

    const [create, fetchImage] = server.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/images/generations' });
    expect(create!.headers.authorization).toBe('Bearer sk-test-123');
    expect(create!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(create!.body.toString())).toEqual({
      model: 'gpt-image-1-mini',
      prompt: expect.stringMatching(/^A radiant portrait of Rose\b/),
      size: '1536x1024',
      n: 1,
    });
    // The result URL is fetched without the API key.
    expect(fetchImage).toMatchObject({ method: 'GET', path: '/files/result.png' });
    expect(fetchImage!.headers.authorization).toBeUndefined();
  });

  it('sets the caption as real type over the model image', async () => {
    const out = await provider.generate(baseInput({ photos, caption: 'Forever in our hearts' }));
    expect(out).toMatchObject({ width: 1024, height: 1536, contentType: 'image/png' });
    expect(await meanDiff(out.data, resultPng, { top: 0.8, bottom: 1 })).toBeGreaterThan(5);
    expect(await meanDiff(out.data, resultPng, { top: 0, bottom: 0.6 })).toBe(0);
  });

  it('a 4xx is final: ProviderError not retryable, with the API message and status', async () => {
    mode = '400';
    const err = await provider.generate(baseInput({ photos })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      retryable: false,
      status: 400,
      message: "Invalid value: '999x999'. Supported values are: '1024x1024'.",
      kind: 'provider_error',
    });
  });

  it('a content-policy refusal (400, code content_policy_violation) is final, kind content_refused', async () => {
    mode = 'refused';
    await expect(provider.generate(baseInput({ photos }))).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: false,
      status: 400,
      kind: 'content_refused',
      message: 'Your request was rejected as a result of our safety system.',
    });
  });

  it('a 5xx or 429 is retryable', async () => {
    mode = '500';
    await expect(provider.generate(baseInput())).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: true,
      status: 500,
      message: 'The server had an error',
    });
    mode = '429';
    await expect(provider.generate(baseInput())).rejects.toMatchObject({
      retryable: true,
      status: 429,
      message: 'Rate limit reached',
    });
  });

  it('an answer without an image is a retryable failure', async () => {
    mode = 'empty';
    await expect(provider.generate(baseInput())).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: true,
    });
  });

  it('a server that never answers is cut off by the signal: retryable "timed out"', async () => {
    mode = 'hang';
    const err = await provider
      .generate(baseInput({ photos, signal: AbortSignal.timeout(300) }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ retryable: true, message: 'timed out', kind: 'timeout' });
    expect(server.requests).toHaveLength(1);
  });

  it("rejects with the caller's own ProviderError when the signal carries one", async () => {
    mode = 'hang';
    const controller = new AbortController();
    const reason = new ProviderError('The generation attempt timed out.', true);
    setTimeout(() => controller.abort(reason), 200);
    await expect(provider.generate(baseInput({ signal: controller.signal }))).rejects.toBe(reason);
  });

  it('a network failure is retryable', async () => {
    const closed = await startServer(() => {});
    const url = closed.url;
    await closed.close();
    const offline = new OpenAIImagesProvider({ apiKey: 'k', baseUrl: url, model: 'gpt-image-1' });
    await expect(offline.generate(baseInput())).rejects.toMatchObject({
      name: 'ProviderError',
      retryable: true,
      message: expect.stringMatching(/^network error/),
    });
  });
});

describe('openAISize', () => {
  it('picks the supported size nearest the requested shape', () => {
    expect(openAISize('gpt-image-1', 1024, 1280)).toBe('1024x1536');
    expect(openAISize('gpt-image-1', 1024, 1024)).toBe('1024x1024');
    expect(openAISize('gpt-image-1', 1920, 1080)).toBe('1536x1024');
    expect(openAISize('dall-e-2', 1024, 1280)).toBe('1024x1024');
  });
});
