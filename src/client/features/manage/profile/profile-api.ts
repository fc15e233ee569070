import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import type { SessionUser } from '@shared/api/auth';

export interface ProfileChanges {
  display_name?: string;
  language?: string;
  timezone?: string | null;
  display_date_format?: string | null;
}

/** POST /auth/users/manage/profile; the answer is the updated session user, which the store takes. */
export async function saveProfile(changes: ProfileChanges): Promise<SessionUser> {
  const user = await api<SessionUser>('/auth/users/manage/profile', { method: 'POST', body: changes, unscoped: true });
  useSession.getState().setUser(user);
  return user;
}

/** PUT /auth/users/password/{user_id} (own id only). */
export const changePassword = (userId: number, body: { current_password: string; password: string; password_confirmation: string }) =>
  api<{ message?: string } | null>(`/auth/users/password/${userId}`, { method: 'PUT', body, unscoped: true });

/** Reloads the current user (GET /auth/me, spec 3 §7 "Users") after a change of the profile that the answer does not carry. */
export async function reloadUser(): Promise<SessionUser> {
  const user = await api<SessionUser>('/auth/me', { unscoped: true });
  useSession.getState().setUser(user);
  return user;
}

/** Confirms two-factor setup with a first code (bearer token, no twofa_token). */
export async function confirmTwofaSetup(code: string) {
  const answer = await api<{ token?: string; user?: SessionUser } | null>('/auth/verify/otp', {
    method: 'POST',
    body: { code },
    unscoped: true,
  });
  if (answer?.token) useSession.getState().setToken(answer.token);
  if (answer?.user) useSession.getState().setUser(answer.user);
  else await reloadUser();
}

/** Turns two-factor off for the signed-in user (refused by the server when system-controlled). */
export async function disableTwofa(code: string) {
  await api('/auth/users-twofa/disable', { method: 'POST', body: { code }, unscoped: true });
  await reloadUser();
}
