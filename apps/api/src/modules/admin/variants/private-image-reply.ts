import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** An admin-only image: its bytes, never cached by a browser or a proxy. */
export function sendPrivateImage(
  reply: FastifyReply,
  image: { body: Readable | Buffer; contentType: string },
) {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .send(image.body);
}
