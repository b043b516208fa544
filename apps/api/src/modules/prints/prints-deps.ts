import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';

/** What the prints runtime and each of its parts (renderer, lab, payments, jobs) are built from. */
export type PrintsDeps = {
  db: Database;
  storage: Storage;
  config: Config;
  log: FastifyBaseLogger;
};
