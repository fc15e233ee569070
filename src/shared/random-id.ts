/** The spec's random identifier helper: letters and digits, 7 by default (spec 1 §9). */
import { limits } from './limits';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are discarded, so every character is equally likely (no modulo bias). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export function randomId(length: number = limits.randomIdLength): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('randomId length must be a non-negative integer.');
  let id = '';
  const bytes = new Uint8Array(Math.max(length * 2, 16));
  while (id.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}
