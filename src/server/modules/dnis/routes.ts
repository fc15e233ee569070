import type { FastifyInstance } from 'fastify';
import { poolCsvRoutes } from './pool-csv';
import { poolNumberRoutes } from './pool-numbers';
import { dnisPools } from './pools';

/** DNIS pools (spec 3 §7 "/dnis-pool with pools, pool-numbers, validate-name and template"). */
export async function dnisRoutes(root: FastifyInstance) {
  await root.register(dnisPools.routes);
  await root.register(poolNumberRoutes);
  await root.register(poolCsvRoutes);
}
