import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signIn, uniqueEmail } from '../modules/auth/auth.test-helpers';

// The counts kept in Redis are named by what they count: the limit (a route, or the auth
// limits' own group) and the client, under the 'atelier-rl:' namespace.

/** An address of its own per run (the Redis is shared with other runs). */
const freshV6 = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

async function keysNaming(redis: Redis, ...clients: string[]): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'atelier-rl:*', 'COUNT', 1000);
    found.push(...keys.filter((key) => clients.some((client) => key.includes(client))));
    cursor = next;
  } while (cursor !== '0');
  return found.sort();
}

// Needs a Redis server: REDIS_URL=redis://127.0.0.1:6379 npx vitest run ...
describe.runIf(Boolean(process.env.REDIS_URL))('rate-limit keys in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL, AUTH_RATE_LIMIT_MAX: '3' });
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await redis?.quit();
    await t?.close();
  });

  it('names the auth limit and the client (address, email), never undefined', async () => {
    const email = uniqueEmail('rl-keys');
    const address = freshV6();
    const res = await signIn(t.app, email, 'wrong-pass', { remoteAddress: address });
    expect(res.statusCode).toBe(401);

    const client = normalizeIP(address);
    const keys = await keysNaming(redis, client, email);
    expect(keys).toEqual([
      `atelier-rl:auth:/sign-in/email:email:${email}`,
      `atelier-rl:auth:/sign-in/email:ip:${client}`,
    ]);
    expect(keys.join(' ')).not.toContain('undefined');
  });

  it("names a route's limit by its method and URL, then the client", async () => {
    const address = freshV6();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: address,
      payload: {
        name: 'Ruth Miller',
        email: 'ruth@example.com',
        subject: 'Canvas size question',
        message: 'Hello! Can the 24 x 36 canvas be hung in portrait orientation?',
      },
    });
    expect(res.statusCode).toBe(201);

    const client = normalizeIP(address);
    expect(await keysNaming(redis, client)).toEqual([`atelier-rl:POST:/api/contact:${client}`]);
  });
});

describe('rate limits while Redis does not answer', () => {
  it('the shop starts, signs in and logs the Redis error instead of ending the process', async () => {
    const lines: string[] = [];
    // Nothing listens on port 9: every connection attempt is refused and logged at warn.
    const t = await createTestApp(
      { REDIS_URL: 'redis://127.0.0.1:9', LOG_LEVEL: 'warn' },
      undefined,
      {
        logStream: { write: (line: string) => void lines.push(line) },
      },
    );
    try {
      const res = await signIn(t.app, uniqueEmail('rl-down'), 'wrong-pass');
      expect(res.statusCode).toBe(401);
      const errors = lines
        .map((line) => JSON.parse(line) as { msg: string; err?: unknown })
        .filter((entry) => entry.msg === 'rate-limit redis error');
      expect(errors.length).toBeGreaterThan(0);
      expect(JSON.stringify(errors[0]!.err)).toContain('ECONNREFUSED');
    } finally {
      await t.close();
    }
  });
});
