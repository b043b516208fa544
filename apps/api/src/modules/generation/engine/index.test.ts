import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../config/env';
import { createProvider, LocalStudioProvider, OpenAIImagesProvider, ReplicateProvider } from '.';
import { baseInput } from '@atelier/studio/testing';

const generation = (overrides: Partial<Config['generation']>): Config['generation'] => ({
  provider: 'local',
  openai: undefined,
  replicate: undefined,
  attemptTimeoutMs: 120_000,
  maxAttempts: 3,
  retryDelayMs: 2_000,
  heartbeatMs: 5_000,
  workerInProcess: true,
  workerConcurrency: 2,
  renderThreads: 2,
  ...overrides,
});

describe('createProvider', () => {
  it('chooses the local studio renderer by default', () => {
    const provider = createProvider(generation({}));
    expect(provider).toBeInstanceOf(LocalStudioProvider);
    expect(provider.name).toBe('local');
  });

  it('chooses OpenAI with its configuration and the given fetch', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (url, init) => {
      calls.push(`${init?.method} ${String(url)}`);
      return Response.json({ data: [{ b64_json: png.toString('base64') }] });
    };
    const provider = createProvider(
      generation({
        provider: 'openai',
        openai: { apiKey: 'sk', baseUrl: 'https://openai.test/v1/', model: 'gpt-image-1' },
      }),
      { fetch: fakeFetch },
    );
    expect(provider).toBeInstanceOf(OpenAIImagesProvider);
    const out = await provider.generate(baseInput());
    expect(out).toMatchObject({ width: 64, height: 64, contentType: 'image/png' });
    expect(calls).toEqual(['POST https://openai.test/v1/images/generations']);
  });

  it('chooses Replicate with its configuration', () => {
    const provider = createProvider(
      generation({
        provider: 'replicate',
        replicate: { apiToken: 't', baseUrl: 'https://replicate.test/v1', model: 'a/b' },
      }),
    );
    expect(provider).toBeInstanceOf(ReplicateProvider);
    expect(provider.name).toBe('replicate');
  });

  it('refuses a remote provider without its credentials', () => {
    expect(() => createProvider(generation({ provider: 'openai' }))).toThrow(/OPENAI_API_KEY/);
    expect(() => createProvider(generation({ provider: 'replicate' }))).toThrow(
      /REPLICATE_API_TOKEN/,
    );
  });
});
