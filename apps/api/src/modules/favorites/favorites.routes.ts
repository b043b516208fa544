import {
  FAVORITE_MESSAGES,
  GENERATION_MESSAGES,
  addFavoriteSchema,
  artworkIdParamsSchema,
  favoriteArtworkSchema,
  type FavoriteArtwork,
} from '@atelier/shared/schemas/generation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/errors';
import { noBodySchema } from '../../lib/no-body';
import { toArtworkDto } from '../artworks/artwork.dto';
import { createArtworksRepository } from '../artworks/artworks.repository';
import { bearerSecurity, callerId, privateNoStore } from '../artworks/owner-scope';
import { createFavoritesRepository } from './favorites.repository';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';

/** Favorites: add once (409 'already' on a repeat), list, remove. */
export async function favoritesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here is the signed-in caller's own: 401 without a session.
  requireUserOnEveryRoute(app);
  const favorites = createFavoritesRepository(app.db);
  const artworks = createArtworksRepository(app.db);
  app.addHook('onRequest', privateNoStore);
  const tags = ['favorites'];
  const security = bearerSecurity;

  app.post(
    '/api/favorites',
    {
      schema: {
        tags,
        security,
        summary: "Favorite one of the caller's artworks (409 when it already is one)",
        body: addFavoriteSchema,
        response: { 201: favoriteArtworkSchema },
      },
    },
    async (request, reply) => {
      const userId = callerId(request);
      const found = await artworks.findOwned(userId, request.body.artworkId);
      if (!found) throw notFound(GENERATION_MESSAGES.ARTWORK_NOT_FOUND);
      const row = await favorites.add(userId, found.artwork.id);
      if (!row) throw conflict(FAVORITE_MESSAGES.ALREADY, 'ALREADY_FAVORITE');
      const body: FavoriteArtwork = {
        ...(await toArtworkDto(app, found.artwork, { isFavorite: true })),
        favoritedAt: row.createdAt.toISOString(),
      };
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/api/favorites',
    {
      schema: {
        tags,
        security,
        summary: "The caller's favorite artworks, newest favorite first",
        response: { 200: z.array(favoriteArtworkSchema) },
      },
    },
    async (request) => {
      const rows = await favorites.list(callerId(request));
      return Promise.all(
        rows.map(async (r) => ({
          ...(await toArtworkDto(app, r.artwork, { isFavorite: true })),
          favoritedAt: r.favoritedAt.toISOString(),
        })),
      );
    },
  );

  app.delete(
    '/api/favorites/:artworkId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an artwork from the favorites (404 when it is not one)',
        params: artworkIdParamsSchema,
        body: noBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const removed = await favorites.remove(callerId(request), request.params.artworkId);
      if (!removed) throw notFound(FAVORITE_MESSAGES.NOT_FAVORITE);
      return reply.status(204).send(null);
    },
  );
}
