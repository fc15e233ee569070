import type { Config } from './config';
import type { Db, DbEngine } from './db/index';
import type { JobQueue } from './jobs/index';
import type { Mailer } from './mail/mailer';
import type { UserDirectory } from './modules/tenancy/directory';
import type { Realtime } from './realtime/types';

/** What every module reaches through `app.studio`. */
export interface Services {
  config: Config;
  db: Db;
  engine: DbEngine;
  mailer: Mailer;
  directory: UserDirectory;
  realtime: Realtime | null;
  /** Background jobs: handlers are defined by the modules, the queue starts when the app is ready. */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: Services;
  }
}
