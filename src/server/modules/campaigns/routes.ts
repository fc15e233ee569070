import type { FastifyInstance } from 'fastify';
import { campaignExtraRoutes, campaigns } from './campaigns';
import { campaignContactRoutes } from './contacts';
import { campaignTriggerRoutes } from './trigger';

/** Campaigns: the campaigns, their contact lists and their runs. */
export async function campaignRoutes(app: FastifyInstance) {
  await app.register(campaigns.routes);
  await app.register(campaignExtraRoutes);
  await app.register(campaignContactRoutes);
  await app.register(campaignTriggerRoutes);
}
