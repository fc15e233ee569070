import type { FastifyInstance } from 'fastify';
import { authProfileRoutes } from './auth-profiles';
import { emailProfileRoutes } from './email-profiles';
import { smsProfileRoutes } from './sms-profiles';

/** The integration profiles' calls (spec 3 §7 Profiles, issue 29). */
export async function integrationProfileRoutes(app: FastifyInstance) {
  await app.register(emailProfileRoutes);
  await app.register(authProfileRoutes);
  await app.register(smsProfileRoutes);
}
