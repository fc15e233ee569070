import type { FastifyInstance } from 'fastify';
import { authProfileRoutes } from './auth-profiles';
import { emailProfileRoutes } from './email-profiles';
import { smsProfileRoutes } from './sms-profiles';
import { nodeLoggingRoutes } from './node-logging';
import { webServiceProfileRoutes } from './web-service-profiles';
import { eventProfileRoutes } from './event-profiles';
import { defineNodeLoggingJobs } from './node-logging-jobs';

/** The integration profiles' calls (spec 3 §7 Profiles). */
export async function integrationProfileRoutes(app: FastifyInstance) {
  await app.register(emailProfileRoutes);
  await app.register(authProfileRoutes);
  await app.register(smsProfileRoutes);
  await app.register(nodeLoggingRoutes);
  await app.register(webServiceProfileRoutes);
  await app.register(eventProfileRoutes);
  defineNodeLoggingJobs(app.studio);
}
