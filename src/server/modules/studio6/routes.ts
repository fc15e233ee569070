import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes';
import { batchRoutes } from './batch-routes';
import { batchHandler, batchJobName, migrateHandler, migrateJobName } from './jobs';
import { portalRoutes } from './portal-routes';

/** Migration from the older studio (docs/migration.md): the portal, the accounts, the batches, their jobs. */
export async function studio6Routes(root: FastifyInstance) {
  root.studio.jobs.define(migrateJobName, migrateHandler(root.studio));
  root.studio.jobs.define(batchJobName, batchHandler(root.studio));
  await root.register(portalRoutes);
  await root.register(accountRoutes);
  await root.register(batchRoutes);
}
