import type { FastifyInstance } from 'fastify';
import { artworksRoutes } from '../artworks/artworks.routes';
import { favoritesRoutes } from '../favorites/favorites.routes';
import { ordersRoutes } from '../orders/orders.routes';
import { createBoardsRepository } from './boards.repository';
import { boardsRoutes } from './boards.routes';

/**
 * A signed-in shopper's own data: vision boards and their images, artworks (read, approve),
 * artwork orders and tracking, favorites. Every route is owner-scoped and `private, no-store`.
 */
export async function shopperRoutes(app: FastifyInstance) {
  await app.register(boardsRoutes);
  await app.register(artworksRoutes);
  // Orders need the caller's board to create its artwork order; boards hand them the lookup,
  // so the dependency runs one way (boards -> orders).
  const boards = createBoardsRepository(app.db);
  await app.register(ordersRoutes, {
    findOwnedBoard: (userId, boardId) => boards.findOwnedBoard(userId, boardId),
  });
  await app.register(favoritesRoutes);
}
