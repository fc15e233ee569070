import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import { voidTokens } from './one-time-tokens';
import { attemptFailed, attemptSucceeded, beginAttempt, twofaKeys } from './throttle';

authenticator.options = { window: 1 };

export const newTotpSecret = () => authenticator.generateSecret();

/** The time step a code belongs to (within the accepted window), or null when it is not valid now. */
function totpStep(secret: string, code: string): number | null {
  try {
    const delta = authenticator.checkDelta(code, secret);
    if (delta === null) return null;
    return Math.floor(Date.now() / 1000 / authenticator.allOptions().step) + delta;
  } catch {
    return null;
  }
}

/**
 * Uses up a one-time code of the user, on every route that takes one (sign-in, setup confirmation,
 * disable): refused while the user's codes are locked; a wrong code counts as a failure, and the
 * failure that locks also ends the user's pending sign-ins; a code of a step already used (or older)
 * is refused, so one code completes one sign-in only.
 */
export async function useTotpCode(db: Db, userId: number, secret: string | null, code: string): Promise<void> {
  const keys = twofaKeys(userId);
  await beginAttempt(db, keys, messages.tooManyOtpAttempts);
  const step = secret ? totpStep(secret, code) : null;
  const claimed =
    step !== null &&
    Number(
      (
        await db
          .updateTable('users')
          .set({ twofa_last_step: step })
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('twofa_last_step', 'is', null), eb('twofa_last_step', '<', step)]))
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;
  if (!claimed) {
    if (await attemptFailed(db, keys)) await voidTokens(db, userId, 'twofa_login');
    throw unprocessable(messages.invalidOtp);
  }
  await attemptSucceeded(db, keys);
}

export async function totpSetup(email: string, secret: string) {
  const otpauth_url = authenticator.keyuri(email, 'Studio', secret);
  const qr_code = await QRCode.toDataURL(otpauth_url, { margin: 1, width: 220 });
  return { qr_code, secret, otpauth_url };
}
