import { z } from 'zod';
import { createdAtIdPositionSchema, cursorParamSchema } from '../keyset-cursor';
import { ARTWORK_FAILURE_KINDS } from './artwork-failures';
import { ARTWORK_STATUSES } from './generation';
import { artworkProvenanceSchema } from './admin-blueprints';
import { GENERATION_PROVIDERS } from './generation-providers';

// The admin generations screen (GET /api/admin/generations, /stats, POST /:id/retry):
// the queue now, failed artworks with their failure kind, and each provider's figures.

export const ADMIN_GENERATION_VIEWS = ['active', 'failed'] as const;
export type AdminGenerationView = (typeof ADMIN_GENERATION_VIEWS)[number];

export { GENERATION_PROVIDERS } from './generation-providers';

export const ADMIN_GENERATION_MESSAGES = {
  notFailed: (status: string) =>
    `Only a failed artwork can be retried. This one is ${status === 'succeeded' ? 'finished' : status} already.`,
  notFound: 'This artwork does not exist (any more).',
  badCursor: 'The list position (cursor) is not valid. Open the list again from the start.',
} as const;

/** An empty query value (`kind=`) means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const adminGenerationListQuerySchema = z.object({
  view: z.enum(ADMIN_GENERATION_VIEWS).default('active'),
  kind: optional(
    z.enum(ARTWORK_FAILURE_KINDS, { error: 'kind must be one of the failure kinds.' }),
  ),
  provider: optional(
    z.enum(GENERATION_PROVIDERS, { error: 'provider must be local, openai or replicate.' }),
  ),
  /** The last row's position (created_at, id), from the page before. */
  cursor: optional(
    cursorParamSchema(createdAtIdPositionSchema, ADMIN_GENERATION_MESSAGES.badCursor),
  ),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminGenerationListQuery = z.infer<typeof adminGenerationListQuerySchema>;

export const adminGenerationRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(ARTWORK_STATUSES),
  provider: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  user: z.object({ id: z.string(), email: z.string() }),
  product: z.object({ id: z.uuid(), title: z.string(), slug: z.string() }).nullable(),
  visionBoardId: z.uuid(),
  /** Active: seconds since it was queued (queued) or its attempt started (running). */
  ageSeconds: z.number().nullable(),
  failureKind: z.enum(ARTWORK_FAILURE_KINDS).nullable(),
  lastError: z.string().nullable(),
  adminRetries: z.number().int(),
  /** The shopper got the generation credit back (at most once per artwork). */
  creditRefunded: z.boolean(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The blueprint version, provider, model and seed that made it. */
  provenance: artworkProvenanceSchema,
});
export type AdminGenerationRow = z.infer<typeof adminGenerationRowSchema>;

export const adminGenerationListSchema = z.object({
  items: z.array(adminGenerationRowSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminGenerationList = z.infer<typeof adminGenerationListSchema>;

export const adminGenerationStatsQuerySchema = z.object({
  days: z.enum(['7', '30'], { error: 'days must be 7 or 30.' }).default('7'),
});

export const adminProviderStatsSchema = z.object({
  provider: z.string(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** succeeded / (succeeded + failed); null while none has finished. */
  successRate: z.number().nullable(),
  /** Of succeeded artworks: finished_at - started_at of the last attempt, milliseconds. */
  medianMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
});
export type AdminProviderStats = z.infer<typeof adminProviderStatsSchema>;

export const adminGenerationStatsSchema = z.object({
  days: z.number().int(),
  providers: z.array(adminProviderStatsSchema),
  /** Every kind, with 0 for the ones that did not happen. */
  failuresByKind: z.array(
    z.object({ kind: z.enum(ARTWORK_FAILURE_KINDS), count: z.number().int() }),
  ),
});
export type AdminGenerationStats = z.infer<typeof adminGenerationStatsSchema>;
