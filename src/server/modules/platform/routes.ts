import type { FastifyInstance } from 'fastify';
import { platformConnectionRoutes } from './connection-routes';
import { platformLaunchRoutes } from './launch-routes';
import { platformReadRoutes } from './read-routes';

/** The contact-center platform: a provider's connection to it, its reads kept per domain, and sign-in through it. */
export async function contactCenterPlatformRoutes(app: FastifyInstance) {
  await app.register(platformConnectionRoutes);
  await app.register(platformReadRoutes);
  await app.register(platformLaunchRoutes);
}
