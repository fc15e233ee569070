import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { importPKCS8 } from 'jose';
import { fill, messages } from '@shared/messages';

/** A Firebase profile's service account, read from its credentials file (the private key imported, never kept as text). */
export interface ServiceAccount {
  clientEmail: string;
  privateKey: CryptoKey;
  /** The key's id (the file's private_key_id), sent as the JWT's kid when the file has it. */
  keyId: string | null;
  tokenUri: string;
}

/** A credentials file that may not be read or is not a service-account key, in words (never the file's content). */
export class CredentialsRefused extends Error {}

/** A service-account key is about 2 KB; a file much larger is not one. */
const maxBytes = 64 * 1024;

/** An account's credentials folder: `<FIREBASE_CREDENTIALS_DIR>/<ac_id>`. */
export const accountCredentialsDir = (dir: string, acId: number) => resolve(dir, String(acId));

const inside = (base: string, file: string) => {
  const rel = relative(base, file);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

/**
 * The file a profile's credentials_file_path names: relative to the account's credentials folder, or absolute within
 * it. A path that leaves the folder (`..`, another folder, another account's) is refused without touching the disk.
 */
export function credentialsFileOf(dir: string, acId: number, given: string): string {
  const base = accountCredentialsDir(dir, acId);
  const file = resolve(base, given);
  if (!inside(base, file)) throw new CredentialsRefused(fill(messages.integrations.credentialsOutside, { path: given }));
  return file;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * Reads the service account of a credentials file of the account: the file must be in the account's folder once its
 * links are followed, a regular file of at most 64 KB, JSON with client_email, private_key (PEM, PKCS #8) and an
 * http(s) token_uri. Every refusal names the path given and what is wrong, never what the file holds.
 */
export async function readServiceAccount(dir: string, acId: number, given: string): Promise<ServiceAccount> {
  const file = credentialsFileOf(dir, acId, given);
  const refuse = (message: string) => new CredentialsRefused(fill(message, { path: given }));
  const real = await realpath(file).catch(() => null);
  const info = real ? await stat(real).catch(() => null) : null;
  if (!real || !info?.isFile()) throw refuse(messages.integrations.credentialsMissing);
  const base = await realpath(accountCredentialsDir(dir, acId)).catch(() => accountCredentialsDir(dir, acId));
  if (!inside(base, real)) throw refuse(messages.integrations.credentialsOutside);
  if (info.size > maxBytes) throw refuse(messages.integrations.credentialsTooLarge);
  let json: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(await readFile(real, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    json = parsed as Record<string, unknown>;
  } catch {
    throw refuse(messages.integrations.credentialsNotJson);
  }
  const [clientEmail, pem, tokenUri] = [text(json.client_email), text(json.private_key), text(json.token_uri)];
  if (!clientEmail || !pem || !tokenUri || !/^https?:\/\/[^\s]+$/i.test(tokenUri))
    throw refuse(messages.integrations.credentialsIncomplete);
  try {
    new URL(tokenUri);
  } catch {
    throw refuse(messages.integrations.credentialsIncomplete);
  }
  let privateKey: CryptoKey;
  try {
    privateKey = await importPKCS8(pem, 'RS256');
  } catch {
    throw refuse(messages.integrations.credentialsBadKey);
  }
  return { clientEmail, privateKey, keyId: text(json.private_key_id), tokenUri };
}
