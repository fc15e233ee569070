import type { FastifyInstance } from 'fastify';
import { apiKeyRoutes } from './api-key-routes';
import { apiKeys } from './api-keys';
import { grantRoutes } from './grant-routes';
import { permissions } from './permissions';
import { roles } from './roles';

/** Roles, the permission catalogue, grants and API keys (spec 3 §6, §7 "Users" and "Roles and permissions"). */
export async function accessRoutes(app: FastifyInstance) {
  await app.register(roles.routes);
  await app.register(permissions.routes);
  await app.register(grantRoutes);
  await app.register(apiKeyRoutes);
  await app.register(apiKeys.routes);
}
