import type { FastifyInstance } from 'fastify';
import { defineRunJobs } from './sessions';
import { liveRoutes } from './live';
import { previewRoutes } from './preview';
import { workflowRoutes } from './workflow';

/** The runtime calls of spec 2 §7: workflow runs and schedules, the chat preview; they drive the one flow engine. */
export async function runRoutes(app: FastifyInstance) {
  defineRunJobs(app.studio);
  await app.register(workflowRoutes);
  await app.register(previewRoutes);
  await app.register(liveRoutes);
}
