import './lib/sharp-setup';
import { hostname } from 'node:os';
import type { Server as HttpServer } from 'node:http';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { staticHelmet } from './plugins/static-helmet';
import { storagePlugin } from './plugins/storage';
import { textGuardPlugin } from './plugins/text-guard';
import { seedPlugin } from './db/seed/seed-plugin';
import { authPlugin } from './plugins/auth';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { originCheckPlugin } from './plugins/origin-check';
import { privateCachePlugin } from './plugins/private-cache';
import { renderPoolPlugin } from './plugins/render-pool';
import { connectionsCheckingInterval } from './lib/connection-timeouts';
import { logRequestCompleted } from './lib/access-log';
import { logDestination } from './lib/log-destination';
import { redactingLoggerOptions } from './lib/log-redaction';
import { createRequestIds, createRequestLoggerFactory } from './lib/request-logger';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { contentRoutes } from './modules/content/content.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { webRoutes } from './modules/web/web.routes';
import { generationPlugin } from './modules/generation/generation.plugin';
import { generationRoutes } from './modules/generation/generation.routes';
import { uploadsPlugin } from './modules/uploads/uploads.plugin';
import { shopperRoutes } from './modules/boards/shopper.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { printsPlugin } from './modules/prints/prints.plugin';
import { accountRoutes } from './modules/account/account.routes';
import { reviewsPlugin } from './modules/reviews/reviews.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { shopChangesPlugin } from './plugins/shop-changes';
import { drainPlugin } from './plugins/drain';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';

export type BuildOptions = {
  /** Reuse an open database (tests); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** Pretty logs for a terminal; JSON lines otherwise. */
  prettyLogs?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

/**
 * The request's log line: one, when it is answered, with the request, the status and the time (a
 * route's logLevel still applies: /healthz logs nothing at info). Fastify's own pair (arrival
 * and answer) cost the product page about a third of its throughput at the default
 * LOG_LEVEL=info; the arrival is logged at debug, the answer written by lib/access-log.ts.
 */
class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
    } else logRequestCompleted(reply.log, request, reply);
  }
}

export async function buildApp(config: Config, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets in URLs (?secret=, ?token=, ?signature=, …) are logged as [redacted]. The
      // request's serializer logs no header at all (so no cookie, no Authorization): pino's
      // `redact` paths for them removed nothing and cost every logged request a deep copy.
      ...redactingLoggerOptions,
      // pino's own base fields, plus the instance's name when it has one.
      ...(config.instanceName
        ? { base: { pid: process.pid, hostname: hostname(), instance: config.instanceName } }
        : {}),
      // Standard output in the background, as bytes (lib/log-destination.ts says why).
      ...(opts.logStream
        ? { stream: opts.logStream }
        : opts.prettyLogs
          ? { transport: { target: 'pino-pretty' } }
          : { stream: logDestination() }),
    },
    // Who may say what the client's address is (X-Forwarded-For): TRUST_PROXY, off by default.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1_048_576,
    // A slow client cannot hold a connection: the whole request must arrive in time.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // Node only notices an overdue request on this interval (30 s by default).
    http: { connectionsCheckingInterval: connectionsCheckingInterval(config.timeouts) },
    // The first start renders the seed shop's images; a busy machine needs more than the 10 s default.
    pluginTimeout: 120_000,
    // One line per request, when it is answered, instead of Fastify's two (RequestLog below).
    logController: new RequestLog(),
    // The caller's X-Request-Id (a proxy's) when it is a plain token, else a new one: it goes
    // with the request's jobs into the worker's log lines (see docs/operations.md).
    genReqId: createRequestIds(),
    // Each request's logger made on pino's fast path (lib/request-logger.ts).
    childLoggerFactory: createRequestLoggerFactory(),
  }).withTypeProvider<ZodTypeProvider>();

  (app.server as HttpServer).headersTimeout = config.timeouts.headersMs;

  // Which instance answered (INSTANCE_NAME, for operators and the cluster tests). Reported only:
  // no request header or cookie chooses an instance; the proxy balances on its own.
  const instance = config.instanceName;
  if (instance) {
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.header('x-atelier-instance', instance);
      done();
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  // First of the hooks: a shed request costs as little as possible.
  await app.register(loadSheddingPlugin);
  await app.register(drainPlugin);
  // NUL and broken characters in any body, query or path: 400 before a handler can store them.
  await app.register(textGuardPlugin);
  // Helmet's headers, computed once at start (the plugin rebuilt them on every request).
  await app.register(staticHelmet, {
    publicUrl: config.publicUrl,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://accounts.google.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // HTML and JSON go out compressed: versioned answers once per version, others per request.
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atelier API', version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Studio renders, print files and full PNGs run on its threads, the seed's included.
  await app.register(renderPoolPlugin);
  await app.register(dbPlugin, { config, database: opts.database });
  await app.register(storagePlugin, { config });
  await app.register(metricsPlugin);
  // Seeds an empty database (demo shop when SEED_DEMO) before the server listens.
  await app.register(seedPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(originCheckPlugin);
  await app.register(privateCachePlugin);
  await app.register(uploadsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(contactRoutes);
  await app.register(generationPlugin);
  await app.register(generationRoutes);
  await app.register(shopperRoutes);
  await app.register(paymentsRoutes);
  await app.register(printsPlugin);
  await app.register(reviewsPlugin);
  await app.register(accountRoutes);
  await app.register(shopChangesPlugin);
  // Role admin checked on every route inside (admin.routes.ts).
  await app.register(adminRoutes);

  // Before the web app, so its static files and catch-all never answer these two.
  await app.register(seoRoutes);

  // Last: the web app answers every GET no API route claimed.
  await app.register(webRoutes);

  return app;
}

export type App = FastifyInstance;

/** N trusted hops: the address the N-th proxy from us saw (Fastify's own rule for a number). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
