import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { LocalDiskStorage } from '../storage/local-disk';
import { S3Storage } from '../storage/s3';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** An S3-compatible bucket when S3_BUCKET is set; else the embedded default, files under DATA_DIR/storage. */
export function createStorage(config: Config): Storage {
  const s3 = config.storage.s3;
  if (s3) return new S3Storage({ ...s3, signedUrlTtlSeconds: config.storage.signedUrlTtlSeconds });
  return new LocalDiskStorage(path.join(config.dataDir, 'storage'), {
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    signedUrlTtlSeconds: config.storage.signedUrlTtlSeconds,
  });
}

export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; storage?: Storage }) => {
    app.decorate('storage', opts.storage ?? createStorage(opts.config));
  },
  { name: 'storage' },
);
