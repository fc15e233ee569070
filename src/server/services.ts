import type { Config } from './config';
import type { Db, DbEngine } from './db/index';
import type { Mailer } from './mail/mailer';
import type { UserDirectory } from './modules/tenancy/directory';
import type { Realtime } from './realtime/server';

/** What every module reaches through `app.studio`. */
export interface Services {
  config: Config;
  db: Db;
  engine: DbEngine;
  mailer: Mailer;
  directory: UserDirectory;
  realtime: Realtime | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: Services;
  }
}
