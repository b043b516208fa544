import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { redactUrl } from '../../lib/log-redaction';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import type { Mailer } from '../mail/mail.service';
import { profileHooks } from './auth.profile-guard';
import { resetLinkHooks } from './auth.reset-links';

export const AUTH_BASE_PATH = '/api/auth';
/** Header the auth routes set from Fastify's request.ip (trustProxy aware), for session rows. */
export const CLIENT_IP_HEADER = 'x-atelier-client-ip';

/** The better-auth instance: email+password, bearer tokens, Google when configured. */
export function createAuth(config: Config, db: Database, mail: Mailer, log: FastifyBaseLogger) {
  return betterAuth({
    // Into the app's JSON log instead of better-auth's own console lines. Its warnings are
    // about expected user mistakes (wrong password), so they are debug for us.
    logger: {
      level: 'debug',
      log: (level, message, ...args) => {
        const err = args.find((a): a is Error => a instanceof Error);
        const data = err ? { err } : args.length > 0 ? { details: args } : {};
        // Its messages may quote a link with a token (the fields are redacted by the logger).
        const text = redactUrl(message);
        if (level === 'error') log.error(data, text);
        else if (level === 'info') log.info(data, text);
        else log.debug(data, text);
      },
    },
    appName: 'Atelier',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    // Fastify's @fastify/rate-limit does this, shared across instances through Redis.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'atelier',
      // better-auth skips its CSRF/origin checks when NODE_ENV=test; tests must see the real ones.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Name and photo rules of PATCH /api/profile for every user row better-auth writes; one live
    // reset link per account.
    databaseHooks: { user: profileHooks, verification: resetLinkHooks(db) },
    user: {
      // input:false: sign-up and update-user can never set these; only the server does.
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        isPremium: { type: 'boolean', input: false, defaultValue: false },
        generationsUsed: { type: 'number', input: false, defaultValue: 0 },
        generationsLimit: { type: 'number', input: false, defaultValue: 3 },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mail.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Atelier password',
          text: [
            `Hello ${user.name || 'there'},`,
            '',
            'Someone (hopefully you) asked to reset the password of your Atelier account.',
            `Open this link within the hour to choose a new password:`,
            '',
            url,
            '',
            'If you did not ask for this, ignore this mail; your password stays as it is.',
          ].join('\n'),
        });
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    // The admin plugin refuses a disabled (banned) account's sign-in with SPEC.md §8's sentence.
    // Its own /api/auth/admin/* endpoints are closed (auth.routes.ts): the admin users routes
    // (modules/admin/users) do these actions with our role rules and the audit log.
    plugins: [
      bearer(),
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: AUTH_ERROR_MESSAGES.USER_DISABLED,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** PUBLIC_URL; on a local machine also its localhost/127.0.0.1 twin and the Vite dev server. */
export function trustedOrigins(config: Config): string[] {
  const origins = [config.publicUrl];
  const url = new URL(config.publicUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    const port = url.port ? `:${url.port}` : '';
    origins.push(`${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`);
    // The Vite dev server proxies /api; its pages post with their own origin.
    if (config.nodeEnv === 'development') {
      origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
    }
  }
  return [...new Set(origins)];
}
