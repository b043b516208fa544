import type { FastifyInstance } from 'fastify';
import { artworksRoutes } from '../artworks/artworks.routes';
import { favoritesRoutes } from '../favorites/favorites.routes';
import { ordersRoutes } from '../orders/orders.routes';
import { boardsRoutes } from './boards.routes';

/**
 * A signed-in shopper's own data: vision boards and their images, artworks (read, approve),
 * artwork orders and tracking, favorites. Every route is owner-scoped and `private, no-store`.
 */
export async function shopperRoutes(app: FastifyInstance) {
  await app.register(boardsRoutes);
  await app.register(artworksRoutes);
  await app.register(ordersRoutes);
  await app.register(favoritesRoutes);
}
