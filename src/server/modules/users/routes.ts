import type { FastifyInstance } from 'fastify';
import { inviteRoutes } from './invite-routes';
import { mapInviteRoutes } from './map-invites';
import { passwordPolicies } from './password-policies';
import { userRoutes } from './user-routes';
import { users } from './users';

/** Administration of users and password policies (spec 3 §7 "Users"), generated from their descriptors. */
export async function usersRoutes(app: FastifyInstance) {
  await app.register(userRoutes);
  await app.register(inviteRoutes);
  await app.register(mapInviteRoutes);
  await app.register(users.routes);
  await app.register(passwordPolicies.routes);
}
