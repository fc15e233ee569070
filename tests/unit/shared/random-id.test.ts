import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from '@shared/random-id';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

afterEach(() => vi.restoreAllMocks());

describe('randomId (spec 1 §9: 7 letters and digits)', () => {
  it('yields 7 letters and digits by default', () => {
    for (let i = 0; i < 200; i++) expect(randomId()).toMatch(/^[A-Za-z0-9]{7}$/);
  });

  it('honours another length', () => {
    expect(randomId(32)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomId(0)).toBe('');
  });

  it('refuses a negative or fractional length', () => {
    expect(() => randomId(-1)).toThrow(RangeError);
    expect(() => randomId(2.5)).toThrow(RangeError);
  });

  it('is not repeated across many calls', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => randomId()));
    expect(ids.size).toBe(2000);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    randomId();
    expect(spy).toHaveBeenCalled();
  });

  it('maps bytes onto the alphabet and discards the biased top bytes (248..255)', () => {
    const feed = [255, 248, 0, 61, 62, 247, 250, 1, 2, 3];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      for (let i = 0; i < bytes.length; i++) bytes[i] = feed[i] ?? 0;
      return array;
    });
    // 255 and 248 and 250 are rejected; 0→A, 61→9, 62→A (62 % 62), 247→9 (247 % 62 = 61), 1→B, 2→C, 3→D
    expect(randomId(7)).toBe(`${ALPHABET[0]}${ALPHABET[61]}${ALPHABET[0]}${ALPHABET[61]}BCD`);
  });

  it('keeps drawing until it has enough acceptable bytes', () => {
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(call++ === 0 ? 255 : 27); // first batch all rejected, then 'b'
      return array;
    });
    expect(randomId(3)).toBe('bbb');
    expect(call).toBe(2);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomId(16)).join(''));
    expect(seen.size).toBe(62);
  });
});
