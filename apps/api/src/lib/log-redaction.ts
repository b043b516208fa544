import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

// Secrets that travel in URLs never reach a log line: Prodigi's callback URL carries
// PRODIGI_CALLBACK_SECRET as ?secret=, better-auth's e-mail verification link a ?token=, its
// reset link the token in the path, a signed file URL its ?signature= (S3: X-Amz-Signature,
// X-Amz-Credential, X-Amz-Security-Token), an OAuth return its ?code=. Whoever reads the logs
// could otherwise replay them. One rule here, used by the API's logger (app.ts) and the
// worker's (worker.ts).

export const REDACTED = '[redacted]';

/** Words that make a query parameter secret, wherever they sit in its name (api_key, X-Amz-Signature). */
const SECRET_WORDS = new Set([
  'secret',
  'token',
  'key',
  'apikey',
  'signature',
  'sig',
  'hmac',
  'password',
  'passwd',
  'pwd',
  'credential',
  'credentials',
  'code',
  'auth',
  'session',
  'jwt',
  'otp',
]);

/** apiKey → [api, key]; X-Amz-Security-Token → [x, amz, security, token]. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretParam(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // A broken escape: judge the name as it is written.
  }
  const parts = words(name);
  return parts.some((w) => SECRET_WORDS.has(w)) || SECRET_WORDS.has(parts.join(''));
}

// name=value after ? or & (or ;) anywhere in the text: a whole URL, a path with its query, or a
// URL inside an error message.
const QUERY_PAIR = /([?&;])([^=&#?\s"'<>\\]+)=([^&#\s"'<>\\]*)/g;
// Path segments that are themselves a secret: better-auth's password-reset link.
const SECRET_PATH = /(\/reset-password\/)([^/?#\s"'<>\\]+)/g;

/** The text with the value of every secret-looking query parameter (and reset-link token) replaced by [redacted]. */
export function redactUrl(text: string): string {
  if (!text.includes('=') && !text.includes('/reset-password/')) return text;
  return text
    .replace(QUERY_PAIR, (pair, sep: string, name: string, value: string) =>
      value && isSecretParam(name) ? `${sep}${name}=${REDACTED}` : pair,
    )
    .replace(SECRET_PATH, (_m, prefix: string) => `${prefix}${REDACTED}`);
}

const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of a logged value with every string redacted by redactUrl, through plain objects and
 * arrays (a provider's answer quoting our callback URL, a `url` field). Anything else (an Error,
 * a request) is left to its serializer.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactUrl(value) as T;
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => redactSecrets(v, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(value)) {
    const next = redactSecrets(v, depth + 1);
    if (next !== v) {
      copy ??= { ...value };
      copy[k] = next;
    }
  }
  return (copy ?? value) as T;
}

/** Fastify's own request serializer, its URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: Array.isArray(version) ? version[0] : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * pino's error serializer; its message and stack (which may quote a URL) redacted. `err` is
 * whatever a caller logged under that name: an Error, but also a message string, null or a
 * plain object, which pino hands back as they are (a throw here, inside an 'error' listener,
 * would end the process).
 */
function serializeError(err: Error) {
  const logged: unknown = err;
  if (!(logged instanceof Error)) {
    return redactSecrets(logged) as ReturnType<typeof pino.stdSerializers.err>;
  }
  const out = pino.stdSerializers.err(err);
  // Not a plain object (pino gives it a prototype of its own): its fields one by one.
  const fields = out as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) fields[key] = redactSecrets(fields[key]);
  return out;
}

/**
 * Marks a log call whose message is left as written: the development mailbox (mail.service.ts,
 * outside production with no SMTP_URL), where the reset link in the message is the point.
 */
export const LOG_AS_WRITTEN = Symbol('log-as-written');

/**
 * The logger options both processes use: serializers and a log formatter that redact URLs in
 * fields, and a hook that redacts the message and its %s arguments (`log.info(`GET ${url}`)`
 * would otherwise write a callback secret as it is), unless the call's object carries
 * LOG_AS_WRITTEN.
 */
export const redactingLoggerOptions = {
  serializers: { req: serializeRequest, err: serializeError },
  formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) },
  hooks: {
    logMethod(args, method) {
      const first: unknown = args[0];
      if (typeof first === 'object' && first !== null && LOG_AS_WRITTEN in first) {
        return method.apply(this, args);
      }
      for (let i = 0; i < args.length; i++) {
        const arg: unknown = args[i];
        if (typeof arg === 'string') (args as unknown[])[i] = redactUrl(arg);
      }
      return method.apply(this, args);
    },
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'formatters' | 'hooks'>;
