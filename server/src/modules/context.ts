import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every domain verb receives: the database, the configuration and a logger; never Fastify types. */
export type Ctx = {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
};
