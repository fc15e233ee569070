import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secure variable values are stored encrypted (AES-256-GCM, key derived from the studio's signing
 * secret) and never answered: answers carry only the mask.
 */
const prefix = 'enc:v1:';
const keyOf = (secret: string) => createHash('sha256').update(`content-secrets:${secret}`).digest();

export const isEncrypted = (value: unknown): value is string => typeof value === 'string' && value.startsWith(prefix);

export function encryptSecret(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The plain value, or null when it cannot be read with this secret. */
export function decryptSecret(stored: string, secret: string): string | null {
  if (!isEncrypted(stored)) return stored;
  try {
    const raw = Buffer.from(stored.slice(prefix.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
