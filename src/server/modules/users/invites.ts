import type { FastifyInstance } from 'fastify';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import { issueToken, peekToken, voidTokens } from '../auth/one-time-tokens';
import { systemSettingValue } from '../system/settings';

/**
 * Invitations (spec 3 §4): a single-use link, alive for the invite_link_days system setting, e-mailed through the
 * mailer (outbox, then SMTP when configured). A new link makes the older ones dead.
 */
export async function sendInvite(app: FastifyInstance, userId: number): Promise<void> {
  const { db, mailer, config } = app.studio;
  const user = await db.selectFrom('users').select(['email', 'display_name']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  await voidTokens(db, userId, 'invite');
  // The link's lifetime is the system setting's (invite_link_days), read as the link is made.
  const days = await systemSettingValue(db, 'invite_link_days');
  const ttlMs = days * 86_400_000;
  const token = await issueToken(db, userId, 'invite', ttlMs);
  const expires = Math.floor((Date.now() + ttlMs) / 1000);
  const link = `${config.publicUrl}/invite?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}&x=${expires}`;
  await mailer.send({
    to: user.email,
    subject: 'You are invited to Studio',
    text: `Hello ${user.display_name},\n\nYou have been invited to Studio. Open this link within ${days === 1 ? 'a day' : `${days} days`} to set your password and sign in:\n${link}\n\nThe link works once. If you did not expect this e-mail, ignore it.`,
  });
}

/** The invited user a link is for: only while its token is live AND it was sent to that address. */
export async function invitedUser(db: Db, email: string, token: string): Promise<{ user_id: number; email: string; display_name: string }> {
  const userId = await peekToken(db, 'invite', token);
  const row =
    userId === null
      ? null
      : await db
          .selectFrom('users')
          .select(['user_id', 'email', 'display_name', 'user_status'])
          .where('user_id', '=', userId)
          .where('is_enabled', '=', 1)
          .executeTakeFirst();
  if (!row || row.email !== email.trim().toLowerCase() || row.user_status === 1) throw unprocessable(messages.users.inviteInvalid);
  return row;
}
