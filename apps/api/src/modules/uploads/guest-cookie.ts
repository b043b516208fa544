import { isUuid } from '@atelier/shared/schemas/uuid';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A visitor's uploads belong to a guest id kept in an HttpOnly cookie: `<uuid>.<HMAC>`, so a
 * visitor cannot pick another guest's id. Sign-in claims the guest's uploads and clears it.
 */
export const GUEST_COOKIE = 'atelier_guest';
/** Unclaimed guest uploads live 24 h; the cookie a little longer than its newest upload. */
const MAX_AGE_SECONDS = 2 * 24 * 60 * 60;

export function createGuestCookies(opts: { authSecret: string; secure: boolean }) {
  const key = createHmac('sha256', opts.authSecret).update('atelier:guest-cookie:v1').digest();
  const mac = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  const cookieOptions = {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secure,
  };

  function parse(value: string | undefined): string | null {
    if (!value) return null;
    const dot = value.indexOf('.');
    if (dot < 0) return null;
    const id = value.slice(0, dot);
    if (!isUuid(id)) return null;
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(mac(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  return {
    /** The guest id of a request whose cookie is genuine; null otherwise. */
    read(request: FastifyRequest): string | null {
      return parse(request.cookies?.[GUEST_COOKIE]);
    },
    /** The request's guest id, or a new one set on the reply. */
    ensure(request: FastifyRequest, reply: FastifyReply): string {
      const existing = this.read(request);
      if (existing) return existing;
      const id = randomUUID();
      reply.setCookie(GUEST_COOKIE, `${id}.${mac(id)}`, {
        ...cookieOptions,
        maxAge: MAX_AGE_SECONDS,
      });
      return id;
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(GUEST_COOKIE, cookieOptions);
    },
  };
}

export type GuestCookies = ReturnType<typeof createGuestCookies>;
