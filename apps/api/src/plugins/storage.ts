import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { LocalDiskStorage } from '../storage/local-disk';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The embedded default: files under DATA_DIR/storage. An S3 driver plugs in here later. */
export function createStorage(config: Config): Storage {
  return new LocalDiskStorage(path.join(config.dataDir, 'storage'));
}

export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; storage?: Storage }) => {
    app.decorate('storage', opts.storage ?? createStorage(opts.config));
  },
  { name: 'storage' },
);
