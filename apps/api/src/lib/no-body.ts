import { z } from 'zod';

/**
 * The body of a route that takes none: nothing (Fastify makes it null), or `{}`. Anything else is refused with 400
 * ("Unknown field: …") instead of being silently ignored, so a client that believes it sends
 * an option learns that it does not.
 */
export const noBodySchema = z.strictObject({}).nullish();
