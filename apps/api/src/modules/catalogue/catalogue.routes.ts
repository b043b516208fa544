import {
  productDetailSchema,
  productListSchema,
  productParamsSchema,
} from '@atelier/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';

export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCatalogueService(createCatalogueRepository(app.db));

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active products, in shop order',
        response: { 200: productListSchema },
      },
    },
    () => service.listProducts(),
  );

  app.get(
    '/api/products/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active product with its personalisation fields (by slug or id)',
        params: productParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    (request) => service.getProduct(request.params.slug),
  );
}
