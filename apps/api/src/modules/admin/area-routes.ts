import { idParamsSchema, reorderSchema } from '@atelier/shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { missingOrStale } from './content-admin';
import { deleteVersionSchemas, requiredDeleteVersion } from './delete-version';

// The routes every admin area of editable rows shares, written once: create, versioned
// replace (and toggle), versioned delete; and for a sortable area also list, get and reorder.
// Every write tells the storefront (app.shopChanged); a stale version is 409, a gone row 404.

const tags = ['admin'];
type Versioned = z.ZodType<{ updatedAt: string }>;

/** What an area's repository does for the edit routes. */
export type EditableRepository<Input, Item> = {
  create(input: Input): Promise<Item>;
  /** The updated row, or null when the id is unknown or the version stale. */
  update(id: string, version: string, values: Partial<Input>): Promise<Item | null>;
  /** False when the id is unknown or the version stale. */
  delete(id: string, version: string): Promise<boolean>;
  exists(id: string): Promise<boolean>;
};

export type EditableArea<I extends z.ZodType, U extends Versioned> = {
  /** '/api/admin/gallery' */
  path: string;
  /** 'gallery item': the messages' word (409 "Someone else changed this gallery item…"). */
  what: string;
  schemas: { item: z.ZodType; input: I; update: U; patch?: Versioned };
  summaries?: { create?: string; put?: string; patch?: string };
};

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** POST path, PUT (and PATCH when the area has a patch schema) path/:id, DELETE path/:id. */
export function editRoutes<I extends z.ZodType, U extends Versioned>(
  fastify: FastifyInstance,
  area: EditableArea<I, U>,
  repo: EditableRepository<z.output<I>, unknown>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, what, schemas, summaries = {} } = area;
  const failed = async (id: string) =>
    missingOrStale(await repo.exists(id), what, capitalised(what));

  app.post(
    path,
    {
      schema: {
        tags,
        summary: summaries.create ?? `Add a ${what}`,
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

  const edits: ['put' | 'patch', Versioned, string][] = [
    ['put', schemas.update, summaries.put ?? `Edit a ${what} (with its version; 409 when stale)`],
  ];
  if (schemas.patch) edits.push(['patch', schemas.patch, summaries.patch ?? `Change a ${what}`]);
  for (const [method, body, summary] of edits) {
    app[method](
      `${path}/:id`,
      {
        schema: { tags, summary, params: idParamsSchema, body, response: { 200: schemas.item } },
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
}

/** What a sortable area's repository does besides the edits. */
export type SortableRepository<Query, Input, Item> = EditableRepository<Input, Item> & {
  list(query: Query): Promise<unknown>;
  get(id: string): Promise<Item | null>;
  reorder(ids: string[]): Promise<void>;
};

export type SortableArea<Q extends z.ZodType, I extends z.ZodType, U extends Versioned> = Omit<
  EditableArea<I, U>,
  'schemas'
> & {
  schemas: EditableArea<I, U>['schemas'] & { listQuery: Q; list: z.ZodType };
  listSummary: string;
  repository: (db: Database) => SortableRepository<z.output<Q>, z.output<I>, unknown>;
};

/**
 * The plugin of a sortable admin area (gallery, testimonials): list, get, the edit routes and
 * reorder. Registered inside adminRoutes, which checks role admin.
 */
export function sortableAreaRoutes<Q extends z.ZodType, I extends z.ZodType, U extends Versioned>(
  area: SortableArea<Q, I, U>,
) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const repo = area.repository(app.db);
    const { path, what, schemas } = area;

    app.get(
      path,
      {
        schema: {
          tags,
          summary: area.listSummary,
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
        if (!item) throw notFound(`${capitalised(what)} not found`);
        return item;
      },
    );

    editRoutes(app, area, repo);

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
