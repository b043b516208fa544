import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@atelier/shared/schemas/generation';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import fp from 'fastify-plugin';
import { JobRunner } from '../../lib/job-runner';
import { createRenderOnce } from '../../lib/render-once';
import { filesRoutes } from './files.routes';
import { createGuestCookies } from './guest-cookie';
import { createPhotoCheck } from './photo-check';
import { prepareUploadTempDir } from './upload-form';
import { uploadsCleanupJob } from './uploads-cleanup.job';
import { createUploadsRepository } from './uploads.repository';
import { uploadsRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';

export type UploadsApi = {
  /**
   * The storage key behind `urlOrKey` (a key, or a URL we handed out) when it is a user upload
   * whose row belongs to `userId`; null otherwise. Vision boards register images through it.
   */
  ownedKey(userId: string, urlOrKey: string): Promise<string | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsApi;
  }
}

/**
 * Uploads: app.uploads, GET /api/files/* (local signed URLs), POST /api/upload/image,
 * GET /api/image/signed-url, GET /api/upload/photo-check, the guest cookie and its claim at sign-in, and the cleanup job.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createUploadsRepository(app.db);
    const log = app.log.child({ module: 'uploads' });
    const service = createUploadsService({ repo, storage: app.storage, config: app.config, log });
    // The photo check's subject finder runs once per upload (its own render locks).
    const renderOnce = createRenderOnce({ databaseUrl: app.config.databaseUrl, log });
    app.addHook('onClose', () => renderOnce.close());
    const photoCheck = createPhotoCheck({ repo, storage: app.storage, renderOnce });
    const guests = createGuestCookies({
      authSecret: app.config.authSecret,
      secure: app.config.publicUrl.startsWith('https:'),
    });

    app.decorate('uploads', {
      async ownedKey(userId: string, urlOrKey: string) {
        const key = app.storage.keyFromUrl(urlOrKey);
        if (!key || !key.startsWith('user-uploads/')) return null;
        const row = await repo.findByKey(key);
        return row && row.userId === userId ? key : null;
      },
    } satisfies UploadsApi);

    // Claim at sign-in: the first signed-in request that still carries a guest cookie (the
    // profile read right after sign-in, or any later call) moves the guest's uploads to the
    // account, before that request's handler runs, and clears the cookie. Costs a session
    // lookup only while a genuine guest cookie exists. A callback whose common case (no guest
    // cookie, or signed out) answers at once: every request passes here, the pages too.
    const claimGuest = async (guestId: string, request: FastifyRequest, reply: FastifyReply) => {
      const userId =
        request.user?.id ??
        (await app.auth.api
          .getSession({ headers: fromNodeHeaders(request.headers) })
          .then((s) => s?.user.id ?? null)
          .catch(() => null));
      if (!userId) return;
      await service.claim(guestId, userId);
      guests.clear(reply);
    };
    app.addHook('preHandler', (request, reply, done) => {
      const guestId = guests.read(request);
      if (!guestId) return done();
      const signedIn =
        request.headers.authorization || request.headers.cookie?.includes('session_token');
      if (!signedIn) return done();
      claimGuest(guestId, request, reply).then(() => done(), done);
    });

    const tempDir = path.join(app.config.dataDir, 'tmp', 'uploads');
    await prepareUploadTempDir(tempDir);

    await app.register(filesRoutes);
    await app.register(async (scope) => {
      if (!scope.hasContentTypeParser('multipart/form-data')) {
        await scope.register(multipart, {
          limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 2, fields: 10 },
        });
      }
      await scope.register(uploadsRoutes, { service, photoCheck, guests, tempDir });
    });

    // On the embedded database only this process can run the cleanup; with PostgreSQL the
    // worker process (npm run worker) does.
    if (app.database.kind === 'pglite' && app.config.nodeEnv !== 'test') {
      const runner = new JobRunner(log).add(
        uploadsCleanupJob({
          db: app.db,
          storage: app.storage,
          log,
          retentionDays: app.config.uploads.retentionDays,
        }),
      );
      app.addHook('onReady', async () => runner.start());
      app.addHook('onClose', async () => runner.stop());
    }
  },
  { name: 'uploads', dependencies: ['db', 'storage', 'auth'] },
);
