import type { FastifyInstance } from 'fastify';
import { emailProfileRoutes } from './email-profiles';

/** The integration profiles' calls (spec 3 §7 Profiles, issue 29). */
export async function integrationProfileRoutes(app: FastifyInstance) {
  await app.register(emailProfileRoutes);
}
