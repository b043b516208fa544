import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { Database } from '../../../db/client';
import { runInTransaction } from '../../../db/scoped';
import { users } from '../../../db/schema/auth';
import { contactMessages } from '../../../db/schema/contact';
import { canvasSizes, pricingPlans, shippingRates } from '../../../db/schema/commerce';
import { categories, products } from '../../../db/schema/catalogue';
import { galleryItems, staticAssets, testimonials } from '../../../db/schema/content';
import { artworks } from '../../../db/schema/generation';
import { blueprints } from '../../../db/schema/blueprints';
import { orders } from '../../../db/schema/orders';
import { mailOutbox } from '../../../db/schema/mail';
import { problemReports } from '../../../db/schema/problem-reports';
import { reviews } from '../../../db/schema/reviews';
import {
  insertAuditEntry,
  rowSnapshot,
  settingsSnapshot,
  type Snapshot,
} from './audit-writes.repository';

// DESIGN.md §3 "Admin": every admin write is recorded in an append-only audit log in the same
// transaction. Registered once, in the /api/admin context (admin.routes.ts), before any admin
// route: every POST/PUT/PATCH/DELETE route added there is wrapped, so a new admin write cannot
// forget its entry. The wrapped handler runs inside runInTransaction (app.db is that
// transaction there); when it answers < 400 the entry is written in the same transaction, and
// any other answer or a throw rolls the whole write back. The answer leaves only after the
// commit, so a caller never sees a change that is not stored.

/** What a route may say about its audit entry (route `config.audit`). */
export type AuditRouteConfig = {
  /**
   * The entity as the log shows it; default: the path after /api/admin up to the first :param
   * (without a trailing collection verb such as 'reorder' or 'bulk', which is the action).
   */
  entity?: string;
  /**
   * Default: the path after the :param ('archive', 'credits'), a collection verb
   * ('reorder', 'bulk'), else create / update / delete.
   */
  action?: string;
  /** The body field whose value is the action (POST /orders/:id/actions {action: 'shipped'}). */
  actionField?: string;
  /** The param that names the row; default 'id'. */
  idParam?: string;
  /** The answer's field that names a row the write created; default 'id' (images: 'key'). */
  idField?: string;
  /**
   * The row is the one the answer names, not the :param (duplicate: the param is the source,
   * the entry is about the copy).
   */
  idFromAnswer?: boolean;
  /**
   * A write-shaped read that changes nothing (a POST that streams an export of selected ids):
   * no transaction and no entry.
   */
  readOnly?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRouteConfig;
  }
}

/**
 * Reads the row an entity id names (inside the write's transaction), or null without an id;
 * a singleton (the settings) is read whatever the id.
 */
type Snapshotter = (db: Database, id: string | undefined) => Promise<Snapshot | null>;

const rowById =
  (table: PgTable, column: AnyPgColumn): Snapshotter =>
  (db, id) =>
    id ? rowSnapshot(db, table, column, id) : Promise.resolve(null);

/** Entities whose row is read before and after a write, so the entry holds the changed fields. */
const SNAPSHOTS: Record<string, Snapshotter> = {
  products: rowById(products, products.id),
  // The live pointer: a make-live entry shows liveVersionId from and to.
  blueprints: rowById(blueprints, blueprints.id),
  categories: rowById(categories, categories.id),
  gallery: rowById(galleryItems, galleryItems.id),
  testimonials: rowById(testimonials, testimonials.id),
  reviews: rowById(reviews, reviews.id),
  'pricing/plans': rowById(pricingPlans, pricingPlans.id),
  'pricing/canvas-sizes': rowById(canvasSizes, canvasSizes.id),
  'pricing/shipping-rates': rowById(shippingRates, shippingRates.id),
  'pricing/png-download': settingsSnapshot,
  settings: settingsSnapshot,
  images: rowById(staticAssets, staticAssets.key),
  orders: rowById(orders, orders.id),
  users: rowById(users, users.id),
  generations: rowById(artworks, artworks.id),
  messages: rowById(contactMessages, contactMessages.id),
  // Only the delivery fields change (status, attempts, error): the text, reset links and all,
  // is the same on both sides and so never reaches the log.
  outbox: rowById(mailOutbox, mailOutbox.id),
  'problem-reports': rowById(problemReports, problemReports.id),
};

/**
 * Field names whose values never reach the log (passwords, secrets, tokens, hashes, keys of
 * services): the entry keeps the name with REDACTED, so a change is visible but not its value.
 */
export const SECRET_FIELD =
  /password|secret|token|hash|api[-_]?key|private[-_]?key|credential|cookie|authorization/i;
export const REDACTED = '[redacted]';

/** A JSON copy (dates as ISO text) with every secret field, at any depth, REDACTED. */
export function redact(value: unknown): unknown {
  const json: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value));
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, SECRET_FIELD.test(k) ? REDACTED : walk(x)]),
      );
    return v;
  };
  return walk(json);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Path words that name an action on a collection, not an entity: POST /gallery/reorder is
 * entity 'gallery' action 'reorder' (not entity 'gallery/reorder' action 'create').
 */
export const COLLECTION_VERBS = new Set(['reorder', 'bulk', 'import', 'export', 'sync']);

export type AuditTarget = {
  entity: string;
  action: string;
  idParam: string;
  actionField?: string;
  idField: string;
  idFromAnswer: boolean;
};

/** The entity and action a write route records, from its path unless its config says. */
export function auditTarget(method: string, url: string, config?: AuditRouteConfig): AuditTarget {
  const parts = url
    .replace(/^\/api\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
  const paramAt = parts.findIndex((p) => p.startsWith(':'));
  let head = paramAt < 0 ? parts : parts.slice(0, paramAt);
  let tail = paramAt < 0 ? [] : parts.slice(paramAt + 1).filter((p) => !p.startsWith(':'));
  if (paramAt < 0 && head.length > 1 && COLLECTION_VERBS.has(head.at(-1)!)) {
    tail = head.slice(-1);
    head = head.slice(0, -1);
  }
  const verb =
    method === 'DELETE' ? 'delete' : method === 'POST' && paramAt < 0 ? 'create' : 'update';
  return {
    entity: config?.entity ?? (head.join('/') || 'admin'),
    action: config?.action ?? (tail.length > 0 ? tail.join('-') : verb),
    idParam: config?.idParam ?? (paramAt < 0 ? 'id' : parts[paramAt]!.slice(1)),
    ...(config?.actionField ? { actionField: config.actionField } : {}),
    idField: config?.idField ?? 'id',
    idFromAnswer: config?.idFromAnswer ?? false,
  };
}

/**
 * The fields whose values differ, as they were and as they became (null: no row on that side,
 * then the other side holds the whole row). Secret fields show as REDACTED.
 */
export function changedFields(
  before: Snapshot | null,
  after: Snapshot | null,
): { before: Snapshot | null; after: Snapshot | null } {
  const json = (s: Snapshot | null) => s && (JSON.parse(JSON.stringify(s)) as Snapshot);
  const b = json(before);
  const a = json(after);
  if (!b || !a)
    return { before: redact(b) as Snapshot | null, after: redact(a) as Snapshot | null };
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const out = { before: {} as Snapshot, after: {} as Snapshot };
  for (const key of keys) {
    if (JSON.stringify(b[key]) === JSON.stringify(a[key])) continue;
    if (key in b) out.before[key] = b[key];
    if (key in a) out.after[key] = a[key];
  }
  return { before: redact(out.before) as Snapshot, after: redact(out.after) as Snapshot };
}

const isObject = (value: unknown): value is Snapshot =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What an entry holds: the changed fields of its row; with no row to compare (reorder, bulk, an
 * entity without a snapshot) or a row the write left as it was (a note, a credit grant, a mail
 * sent), the request's body (secrets redacted) as `after`, which says what was asked.
 */
export function entryFields(before: Snapshot | null, after: Snapshot | null, body: unknown) {
  const asked = isObject(body) ? changedFields(null, body).after : null;
  if (!before && !after) return { before: null, after: asked };
  const diff = changedFields(before, after);
  const unchanged =
    diff.before &&
    diff.after &&
    Object.keys(diff.before).length === 0 &&
    Object.keys(diff.after).length === 0;
  return unchanged && asked ? { before: {}, after: asked } : diff;
}

class RolledBack extends Error {}

const idOf = (value: unknown, field: string): string | undefined => {
  if (value && typeof value === 'object' && field in value) {
    const id = (value as Record<string, unknown>)[field];
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return undefined;
};

function wrap(app: FastifyInstance, route: RouteOptions, target: AuditTarget): RouteHandlerMethod {
  const handler = route.handler as (
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => unknown;
  const snapshot = SNAPSHOTS[target.entity];
  const routeName = `${[route.method].flat().join(',')} ${route.url}`;

  return async function audited(this: FastifyInstance, request, reply) {
    const params = (request.params ?? {}) as Record<string, string>;
    let entityId: string | undefined = target.idFromAnswer ? undefined : params[target.idParam];
    // The handler's reply.send() is held until the transaction has committed: a caller never
    // sees a change that is not stored. It answers a stand-in that is not a thenable (an async
    // handler returning `reply` would otherwise wait for the answer, which waits for us).
    let held: { payload: unknown } | undefined;
    const standIn = Object.create(reply, { then: { value: undefined } }) as FastifyReply;
    Object.defineProperty(reply, 'send', {
      configurable: true,
      value: (payload?: unknown) => {
        held = { payload };
        return standIn;
      },
    });
    let result: unknown;
    try {
      await runInTransaction(app.db, async (tx) => {
        const before = snapshot ? await snapshot(tx, entityId) : null;
        result = await handler.call(this, request, reply);
        if (reply.statusCode >= 400) throw new RolledBack();
        entityId ??= idOf(result, target.idField) ?? idOf(held?.payload, target.idField);
        const after = snapshot ? await snapshot(tx, entityId) : null;
        const diff = entryFields(before, after, request.body);
        const field = target.actionField;
        const named = field && isObject(request.body) ? request.body[field] : undefined;
        await insertAuditEntry(tx, {
          actorId: request.user!.id,
          actorEmail: request.user!.email,
          action: typeof named === 'string' ? named : target.action,
          entity: target.entity,
          entityId: entityId ?? null,
          before: diff.before,
          after: diff.after,
          route: routeName,
          ip: request.ip,
        });
      });
    } catch (err) {
      if (!(err instanceof RolledBack)) throw err;
    } finally {
      delete (reply as { send?: unknown }).send;
    }
    return held ? held.payload : result;
  };
}

/**
 * Wraps every admin write route registered after it in this context (see the top of the file),
 * and holds each answer until its transaction has ended.
 */
export function auditAdminWrites(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITES.has(m))) return;
    const config = (route.config as { audit?: AuditRouteConfig } | undefined)?.audit;
    if (config?.readOnly) return;
    route.handler = wrap(app, route, auditTarget(methods[0]!, route.url, config));
  });
}
