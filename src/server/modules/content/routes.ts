import type { FastifyInstance } from 'fastify';
import { folderContentRoutes, folders } from './folders';
import { promptRoutes, prompts } from './prompts';
import { usageRoutes } from './usage-routes';
import { variables } from './variables';

/** The content library's server: folders, prompts, variables and the usage checks. */
export async function contentRoutes(app: FastifyInstance) {
  await app.register(folders.routes);
  await app.register(folderContentRoutes);
  await app.register(prompts.routes);
  await app.register(promptRoutes);
  await app.register(variables.routes);
  await app.register(usageRoutes);
}
