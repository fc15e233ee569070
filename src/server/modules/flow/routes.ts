import type { FastifyInstance } from 'fastify';
import { canvasRoutes } from './edits/canvases';
import { historyRoutes } from './edits/histories';
import { nodeReadRoutes } from './nodes/nodes-read';
import { nodeMoveRoutes } from './nodes/nodes-move';
import { nodeUsageRoutes } from './nodes/nodes-usages';
import { nodeWriteRoutes } from './nodes/nodes-write';
import { nodeTypeRoutes } from './nodes/node-types';
import { taskRoutes } from './tasks/task-routes';
import { tasks } from './tasks/tasks';
import './model/usages';
import { taskValidationRoutes } from './tasks/task-validation-routes';
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
