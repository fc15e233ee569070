import { fill, messages } from '@shared/messages';
import type { Config } from '../../config';
import { fetchFirebaseToken, FirebaseFailure, firebaseWrite } from './firebase';
import { CredentialsRefused, readServiceAccount } from './firebase-credentials';
import { hostOf } from './profile-values';
import { cachedToken, forgetCachedToken } from './token-cache';

/** A Firebase node-logging profile as a delivery reads it. */
export interface FirebaseProfile {
  profile_id: number;
  profile_name: string;
  ac_id: number;
  db_url: string | null;
  credentials_file_path: string | null;
  timeout_seconds: number;
  updated_at: string;
}

/** The node event a Firebase profile receives: the webhook's body (docs/node-logging.md), at its session and sequence. */
export interface FirebaseEvent {
  session_id: string;
  sequence: number;
  body: object;
}

/** Where a session's events go in the database: `studio/sessions/<session_id>/events/<sequence>`. */
export const eventPath = (e: FirebaseEvent) => ['studio', 'sessions', e.session_id, 'events', String(e.sequence)];
/** What the connection test writes. */
const testPath = ['studio', 'connection-test'];

const cacheKey = (profileId: number) => `firebase:${profileId}`;

/** Forgets a profile's kept token (the profile changed or was disabled). */
export const forgetFirebaseToken = (config: Config, profileId: number) => forgetCachedToken(config, cacheKey(profileId));

/**
 * Writes one node event to a profile's database: the profile's token, kept until shortly before it expires (the
 * credentials file is read only to fetch one), then the write. A database that refuses the token (401, 403) makes the
 * retry fetch a new one. Throws an Error in words that names the profile and never carries a secret.
 */
export async function deliverToFirebase(config: Config, profile: FirebaseProfile, event: FirebaseEvent, signal?: AbortSignal) {
  const key = cacheKey(profile.profile_id);
  let used: string | undefined;
  try {
    if (!profile.db_url || !profile.credentials_file_path) throw new FirebaseFailure(messages.integrations.firebaseIncomplete);
    const path = profile.credentials_file_path;
    const token = await cachedToken(config, key, profile.updated_at, async () => {
      const account = await readServiceAccount(config.firebaseCredentialsDir, profile.ac_id, path);
      return fetchFirebaseToken(config, account, profile.timeout_seconds, profile.updated_at);
    });
    used = token.accessToken;
    await firebaseWrite(
      config,
      { dbUrl: profile.db_url, path: eventPath(event), value: event.body },
      used,
      profile.timeout_seconds,
      signal,
    );
  } catch (e) {
    if (used && e instanceof FirebaseFailure && (e.status === 401 || e.status === 403)) forgetCachedToken(config, key, used);
    const words =
      e instanceof FirebaseFailure || e instanceof CredentialsRefused
        ? e.message
        : `the delivery failed (${(e as Error)?.name ?? 'error'}).`;
    throw new Error(`Node-logging Firebase ${profile.profile_name}: ${words}`);
  }
}

/**
 * The connection test of a Firebase profile's settings (POST /node-logging/profiles/firebase/test-connection): reads the
 * account's credentials file (a CredentialsRefused when it may not be read or is not a key: the caller answers 422),
 * fetches a new token and writes a small test value. The outside answers come back as { success, message }.
 */
export async function testFirebase(
  config: Config,
  acId: number,
  input: { db_url: string; credentials_file_path: string; timeout_seconds: number },
): Promise<{ success: boolean; message: string }> {
  const account = await readServiceAccount(config.firebaseCredentialsDir, acId, input.credentials_file_path);
  try {
    const token = await fetchFirebaseToken(config, account, input.timeout_seconds, '');
    const value = { tested_at: new Date().toISOString(), by: 'studio' };
    await firebaseWrite(config, { dbUrl: input.db_url, path: testPath, value }, token.accessToken, input.timeout_seconds);
    return {
      success: true,
      message: fill(messages.integrations.firebaseWorks, { email: account.clientEmail, host: hostOf(input.db_url) }),
    };
  } catch (e) {
    if (e instanceof FirebaseFailure) return { success: false, message: e.message };
    throw e;
  }
}
