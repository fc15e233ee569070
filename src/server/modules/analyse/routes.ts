import type { FastifyInstance } from 'fastify';
import { rollupChain, rollupJobName } from './rollup-job';
import { usageRoutes } from './usage-routes';
import { reportRoutes } from './report-routes';
import { exportRoutes } from './export-routes';
import { trafficRoutes } from './traffic-routes';
import { eventLogRoutes } from './event-log-routes';

/** Analyse (spec 3 §2): usage views, reports and their jobs, and the user's exports; the rollup job keeps the usage current. */
export async function analyseRoutes(root: FastifyInstance) {
  const services = root.studio;
  const rollups = rollupChain(services);
  services.jobs.define(rollupJobName, rollups.handler);
  root.addHook('onReady', () => rollups.start());
  await root.register(usageRoutes);
  await root.register(reportRoutes);
  await root.register(exportRoutes);
  await root.register(trafficRoutes);
  await root.register(eventLogRoutes);
}
