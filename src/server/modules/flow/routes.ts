import type { FastifyInstance } from 'fastify';
import { canvasRoutes } from './canvases';
import { historyRoutes } from './histories';
import { nodeReadRoutes } from './nodes-read';
import { nodeMoveRoutes } from './nodes-move';
import { nodeUsageRoutes } from './nodes-usages';
import { nodeWriteRoutes } from './nodes-write';
import { nodeTypeRoutes } from './node-types';
import { taskRoutes } from './task-routes';
import { tasks } from './tasks';
import './usages';
import { taskValidationRoutes } from './task-validation-routes';
import { versionRoutes } from '../versions/routes';
import { transferRoutes } from '../transfer/routes';
import { libraryRoutes } from '../library/routes';

/** The call-flow server: tasks, canvases, nodes, the edit history and node types (spec 2 §7). */
export async function flowRoutes(app: FastifyInstance) {
  await app.register(taskRoutes);
  await app.register(tasks.routes);
  await app.register(canvasRoutes);
  await app.register(nodeReadRoutes);
  await app.register(nodeWriteRoutes);
  await app.register(nodeMoveRoutes);
  await app.register(nodeUsageRoutes);
  await app.register(historyRoutes);
  await app.register(nodeTypeRoutes);
  await app.register(taskValidationRoutes);
  await app.register(versionRoutes);
  await app.register(transferRoutes);
  await app.register(libraryRoutes);
}
