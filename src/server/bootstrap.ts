import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDb, type DbHandle } from './db/index';
import { migrateToLatest } from './db/migrate';
import { seedDemoFlows } from './db/seed/demo-flows';
import { seedDemo, seedFirstAdmin, seedReference } from './db/seed/index';
import { seedDemoIdentityProvider } from './db/seed/demo-sso';
import { seedDemoPlatform } from './db/seed/demo-platform';

export interface Studio {
  app: FastifyInstance;
  handle: DbHandle;
  seeded: boolean;
}

/** config → database (migrated, seeded) → app. Shared by main.ts and the tests. */
export async function bootstrap(
  config: Config,
  options: { realtime?: boolean; logger?: boolean; pgSchema?: string } = {},
): Promise<Studio> {
  const handle = openDb({ url: config.databaseUrl ?? config.sqliteFile, pgSchema: options.pgSchema });
  await migrateToLatest(handle);
  await seedReference(handle.db);
  let seeded = false;
  if (config.seed === 'demo') seeded = await seedDemo(handle.db);
  if (seeded && config.demoPlatformUrl) await seedDemoPlatform(handle.db, config.demoPlatformUrl, config.signingSecret);
  if (seeded && config.demoIdpIssuer) await seedDemoIdentityProvider(handle.db, config.demoIdpIssuer, config.signingSecret);
  else if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD)
    await seedFirstAdmin(handle.db, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD);
  const app = await buildApp({ config, handle, realtime: options.realtime, logger: options.logger });
  // Running jobs finish (or go back to the queue) before the database they write to closes.
  app.addHook('onClose', async () => {
    await app.studio.jobs.close();
    await handle.close();
  });
  // The demo accounts' content and tasks go in through the services the API uses, so they need the app's services.
  if (seeded) await seedDemoFlows(app.studio);
  return { app, handle, seeded };
}
