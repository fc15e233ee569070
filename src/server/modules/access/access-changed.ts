import type { FastifyRequest } from 'fastify';
import { roomOf } from '@shared/realtime';

/**
 * What a user may do changed (a role's permissions, a role deleted or restored, the user's own permissions):
 * every session user is rebuilt at its next request, and the users concerned are told at once over realtime,
 * so an open studio reloads the session user and its sidebar without signing in again.
 */
export async function accessChanged(request: FastifyRequest, who: { roleIds?: number[]; userIds?: number[] }): Promise<void> {
  const { directory, realtime, db } = request.server.studio;
  directory.invalidate();
  if (!realtime) return;
  const byRole = who.roleIds?.length
    ? await db.selectFrom('user_roles').select('user_id').where('role_id', 'in', who.roleIds).execute()
    : [];
  const users = [...new Set([...byRole.map((r) => r.user_id), ...(who.userIds ?? [])])];
  if (users.length) realtime.to(users.map(roomOf.user)).emit('refresh', { resource: 'access', ac_id: null });
}
