import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/**
 * Text PostgreSQL cannot hold, refused with one clear 400 before any route's handler runs.
 *
 * - NUL (U+0000): PostgreSQL text and jsonb cannot store it; the query failed with a 500.
 * - A lone UTF-16 surrogate (JSON may spell one as "\ud83d"): it is not Unicode, so it cannot
 *   be written as UTF-8; the driver would silently store U+FFFD instead of what was sent.
 */
export const TEXT_MESSAGES = {
  NUL: 'Text may not contain the NUL character (\\u0000).',
  LONE_SURROGATE:
    'Text contains a broken character (half of a UTF-16 surrogate pair, such as \\ud83d). Please send valid Unicode text.',
} as const;

const NUL = '\u0000';
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for.
const URL_MAY_HIDE_BAD_TEXT = /[%\u0000\uD800-\uDFFF]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes(NUL)) return TEXT_MESSAGES.NUL;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.LONE_SURROGATE;
  return null;
}

/** Where a bad character sits, readable: NUL and surrogates in a key are shown escaped. */
const showKey = (key: string) =>
  Array.from(key, (c) =>
    c === NUL || (c.length === 1 && c >= '\uD800' && c <= '\uDFFF')
      ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
      : c,
  ).join('');

type Finding = { where: string; message: string };
type Visit = { value: unknown; key: string | null; parent: Visit | null };

const WHERE_MAX = 120;

/** 'customerInfo.firstName'; a very deep or long place is cut short to stay readable. */
const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v; v = v.parent) if (v.key !== null) keys.push(showKey(v.key));
  const path = keys.reverse().join('.');
  return path.length > WHERE_MAX ? `${path.slice(0, WHERE_MAX - 1)}…` : path;
};

/**
 * The first string (value or key, in document order) in a parsed body, query or params that
 * PostgreSQL refuses. A loop, not recursion: a 1 MB body of nested arrays would overflow the
 * stack (a 500) long before it hit any limit.
 */
export function findBadText(root: unknown): Finding | null {
  // Most requests have no query, no path parameters and no body: nothing to walk.
  if (root === undefined || root === null || isEmptyObject(root)) return null;
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const inKey = visit.key === null ? null : problemOf(visit.key);
    if (inKey) return { where: pathOf(visit), message: inKey };
    const { value } = visit;
    if (typeof value === 'string') {
      const message = problemOf(value);
      if (message) return { where: pathOf(visit), message };
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

function isFormBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('application/x-www-form-urlencoded');
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object') return false;
  for (const key in value) if (Object.hasOwn(value as object, key)) return false;
  return true;
}

/** A form body stays a raw string for better-auth; its decoded fields are what get stored. */
function bodyToCheck(request: FastifyRequest): unknown {
  const body = request.body;
  if (typeof body !== 'string' || !isFormBody(request)) return body;
  const fields: Record<string, string> = {};
  // A repeated name keeps every value, so a NUL in any of them is found.
  for (const [key, value] of new URLSearchParams(body)) {
    fields[key] = key in fields ? `${fields[key]}\n${value}` : value;
  }
  return fields;
}

/**
 * One guard for every route (better-auth's forwarded ones included): the parsed JSON or form
 * body, the query string and the path parameters. preValidation runs after parsing and before
 * the schema, the rate limits counted in preHandler and the handler, so nothing is stored.
 * Multipart text fields are read by the upload route itself and checked against fixed values.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback, not an async hook: it runs on every request (the pages too), and an async
    // hook costs each of them a promise and a microtask turn for a check that never waits.
    app.addHook('preValidation', (request, _reply, done) => {
      // Path parameters and query come from the URL: a URL with neither '%' (what decodes to
      // NUL or a surrogate) nor such a character itself, and a request without a body, have
      // nothing to check (every page, every plain GET).
      if (request.body === undefined && !URL_MAY_HIDE_BAD_TEXT.test(request.url)) return done();
      const found =
        findBadText(request.params) ??
        findBadText(request.query) ??
        findBadText(bodyToCheck(request));
      if (!found) return done();
      const message = found.where ? `${found.where}: ${found.message}` : found.message;
      done(badRequest(message, 'VALIDATION_ERROR'));
    });
  },
  { name: 'text-guard' },
);
