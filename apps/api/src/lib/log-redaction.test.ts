import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_AS_WRITTEN, REDACTED, redactUrl, redactingLoggerOptions } from './log-redaction';

describe('redactUrl', () => {
  it('hides the value of every secret-looking query parameter and keeps the rest', () => {
    expect(redactUrl('/api/fulfilment/prodigi/callback?secret=s3cr3t-value')).toBe(
      `/api/fulfilment/prodigi/callback?secret=${REDACTED}`,
    );
    expect(redactUrl('/api/auth/verify-email?token=eyJhbGci&callbackURL=%2Faccount')).toBe(
      `/api/auth/verify-email?token=${REDACTED}&callbackURL=%2Faccount`,
    );
    expect(redactUrl('/api/files/print-files/a/print.jpg?expires=1790000000&signature=AbC_d')).toBe(
      `/api/files/print-files/a/print.jpg?expires=1790000000&signature=${REDACTED}`,
    );
    expect(
      redactUrl(
        'https://bucket.s3.example/k.png?X-Amz-Credential=AKIA%2F2026&X-Amz-Date=20261127T000000Z&X-Amz-Security-Token=tok&X-Amz-Signature=abcdef',
      ),
    ).toBe(
      `https://bucket.s3.example/k.png?X-Amz-Credential=${REDACTED}&X-Amz-Date=20261127T000000Z&X-Amz-Security-Token=${REDACTED}&X-Amz-Signature=${REDACTED}`,
    );
    expect(redactUrl('/api/auth/callback/google?state=abc&code=4%2F0Adeu')).toBe(
      `/api/auth/callback/google?state=abc&code=${REDACTED}`,
    );
    expect(redactUrl('/x?api_key=1&apiKey=2&access_token=3&sig=4&page=2&q=key')).toBe(
      `/x?api_key=${REDACTED}&apiKey=${REDACTED}&access_token=${REDACTED}&sig=${REDACTED}&page=2&q=key`,
    );
    // A name spelt with escapes is still the same parameter to the server.
    expect(redactUrl('/cb?secr%65t=s3cr3t')).toBe(`/cb?secr%65t=${REDACTED}`);
    expect(redactUrl('/products?page=2&sort=price')).toBe('/products?page=2&sort=price');
  });

  it("hides better-auth's reset-link token in the path, and URLs inside a message", () => {
    expect(redactUrl('/api/auth/reset-password/AbCdEf123?callbackURL=%2Fauth')).toBe(
      `/api/auth/reset-password/${REDACTED}?callbackURL=%2Fauth`,
    );
    expect(
      redactUrl('Failed to parse URL from https://shop.example/api/x?secret=abc def (invalid)'),
    ).toBe(`Failed to parse URL from https://shop.example/api/x?secret=${REDACTED} def (invalid)`);
  });
});

describe('the logger options both processes use', () => {
  it('redacts URLs in logged fields at any depth and in errors', () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...redactingLoggerOptions },
      { write: (line: string) => void lines.push(line) },
    );
    log.warn(
      {
        url: '/cb?secret=top-secret-1',
        prodigi: {
          failures: { callbackUrl: [{ providedValue: 'https://s/cb?secret=top-secret-2' }] },
        },
      },
      'prodigi refused the order',
    );
    log.error(
      { err: new Error('could not fetch https://s3.example/k?X-Amz-Signature=top-secret-3') },
      'upload failed',
    );
    const text = lines.join('');
    expect(text).not.toMatch(/top-secret/);
    const [first, second] = lines.map((l) => JSON.parse(l));
    expect(first.url).toBe(`/cb?secret=${REDACTED}`);
    expect(first.prodigi.failures.callbackUrl[0].providedValue).toBe(
      `https://s/cb?secret=${REDACTED}`,
    );
    expect(second.err.message).toBe(
      `could not fetch https://s3.example/k?X-Amz-Signature=${REDACTED}`,
    );
    expect(second.err.stack).toContain(`X-Amz-Signature=${REDACTED}`);
  });

  it('redacts the message itself and its %s arguments', () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...redactingLoggerOptions },
      { write: (line: string) => void lines.push(line) },
    );
    log.info('calling https://s/cb?secret=top-secret-6 now');
    log.warn({ step: 2 }, 'retrying %s after %d ms', 'https://s/cb?token=top-secret-7', 500);
    log.error(new Error('boom'), 'lost https://s/x?signature=top-secret-8');
    const [first, second, third] = lines.map((l) => JSON.parse(l));
    expect(first.msg).toBe(`calling https://s/cb?secret=${REDACTED} now`);
    expect(second).toMatchObject({
      step: 2,
      msg: `retrying https://s/cb?token=${REDACTED} after 500 ms`,
    });
    expect(third.msg).toBe(`lost https://s/x?signature=${REDACTED}`);
    expect(lines.join('\n')).not.toMatch(/top-secret/);

    // The development mailbox keeps its reset link: the call says so.
    log.info({ kind: 'password-reset', [LOG_AS_WRITTEN]: true }, 'open /reset-password/tok-9');
    expect(JSON.parse(lines.at(-1)!).msg).toBe('open /reset-password/tok-9');
  });

  it('logs an err that is no Error (a message, null, a plain object) as it is, redacted', () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...redactingLoggerOptions },
      { write: (line: string) => void lines.push(line) },
    );
    const detail = { url: 'https://s/cb?token=top-secret-5' };
    log.warn({ err: 'connect ECONNREFUSED https://r/?key=top-secret-4' }, 'redis error');
    log.warn({ err: null }, 'nothing');
    log.warn({ err: detail }, 'a plain object');
    const [first, second, third] = lines.map((l) => JSON.parse(l));
    expect(first.err).toBe(`connect ECONNREFUSED https://r/?key=${REDACTED}`);
    expect(second.err).toBeNull();
    expect(third.err).toEqual({ url: `https://s/cb?token=${REDACTED}` });
    // The caller's object is left as it was.
    expect(detail.url).toBe('https://s/cb?token=top-secret-5');
  });
});
