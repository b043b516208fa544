import { idParamsSchema, reorderSchema } from '@atelier/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { missingOrStale } from './content-admin';
import { deleteVersionSchemas, requiredDeleteVersion } from './delete-version';

/** What an area's repository does for the shared routes below. */
export type SortableAreaRepository<Query, Input, Item> = {
  list(query: Query): Promise<unknown>;
  get(id: string): Promise<Item | null>;
  create(input: Input): Promise<Item>;
  /** The updated row, or null when the id is unknown or the version stale. */
  update(id: string, version: string, values: Partial<Input>): Promise<Item | null>;
  /** False when the id is unknown or the version stale. */
  delete(id: string, version: string): Promise<boolean>;
  exists(id: string): Promise<boolean>;
  reorder(ids: string[]): Promise<void>;
};

type Versioned = z.ZodType<{ updatedAt: string }>;

/** One admin area of rows the shop owner lists, edits, toggles, deletes and drags in order. */
export type SortableArea<
  Q extends z.ZodType,
  I extends z.ZodType,
  U extends Versioned,
  P extends Versioned,
> = {
  /** '/api/admin/gallery' */
  path: string;
  /** 'gallery item': the messages' word (409 "Someone else changed this gallery item…"). */
  what: string;
  schemas: { listQuery: Q; list: z.ZodType; item: z.ZodType; input: I; update: U; patch: P };
  summaries: { list: string; patch: string };
  repository: (db: Database) => SortableAreaRepository<z.output<Q>, z.output<I>, unknown>;
};

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * The routes of a sortable admin area (gallery, testimonials): list, get, create, put, patch,
 * delete and reorder. Every write carries its version (409 when stale, 404 when gone) and
 * tells the storefront (app.shopChanged). Registered inside adminRoutes, which checks role admin.
 */
export function sortableAreaRoutes<
  Q extends z.ZodType,
  I extends z.ZodType,
  U extends Versioned,
  P extends Versioned,
>(area: SortableArea<Q, I, U, P>) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const repo = area.repository(app.db);
    const { path, what, schemas, summaries } = area;
    const label = capitalised(what);
    const tags = ['admin'];
    const failed = async (id: string) => missingOrStale(await repo.exists(id), what, label);

    app.get(
      path,
      {
        schema: {
          tags,
          summary: summaries.list,
          querystring: schemas.listQuery,
          response: { 200: schemas.list },
        },
      },
      (request) => repo.list(request.query as z.output<Q>),
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${what}`,
          params: idParamsSchema,
          response: { 200: schemas.item },
        },
      },
      async (request) => {
        const item = await repo.get(request.params.id);
        if (!item) throw notFound(`${label} not found`);
        return item;
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Add a ${what} (at the end of the order)`,
          body: schemas.input,
          response: { 201: schemas.item },
        },
      },
      async (request, reply) => {
        const item = await repo.create(request.body as z.output<I>);
        await app.shopChanged();
        return reply.status(201).send(item);
      },
    );

    const edits = [
      ['put', schemas.update, `Replace a ${what} (with the version edited; 409 when stale)`],
      ['patch', schemas.patch, summaries.patch],
    ] as const;
    for (const [method, body, summary] of edits) {
      app[method](
        `${path}/:id`,
        {
          schema: {
            tags,
            summary,
            params: idParamsSchema,
            body: body as Versioned,
            response: { 200: schemas.item },
          },
        },
        async (request) => {
          const { updatedAt, ...values } = request.body;
          const item = await repo.update(
            request.params.id,
            updatedAt,
            values as Partial<z.output<I>>,
          );
          if (!item) throw await failed(request.params.id);
          await app.shopChanged();
          return item;
        },
      );
    }

    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${what} (?updatedAt= the version seen; 409 when stale)`,
          params: idParamsSchema,
          ...deleteVersionSchemas,
        },
      },
      async (request, reply) => {
        if (!(await repo.delete(request.params.id, requiredDeleteVersion(request))))
          throw await failed(request.params.id);
        await app.shopChanged();
        return reply.status(204).send();
      },
    );

    app.post(
      `${path}/reorder`,
      {
        schema: {
          tags,
          summary: `Put the ${what}s named in \`ids\` in that order, in the places they held`,
          body: reorderSchema,
        },
      },
      async (request, reply) => {
        await repo.reorder(request.body.ids);
        await app.shopChanged();
        return reply.status(204).send();
      },
    );
  };
}
