import { getCountries, getCountryCallingCode, isValidPhoneNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { isE164 } from '@shared/e164';
import { surelyValidE164 } from '@shared/e164-fast';

/** A small seeded generator, so a failure names numbers that fail again. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s % n;
  };
}
const digits = (next: (n: number) => number, count: number) => Array.from({ length: count }, () => String(next(10))).join('');

describe('the quick E.164 validity check', () => {
  it('says valid only where libphonenumber says valid, and answers most valid numbers itself', () => {
    const next = random(31);
    const numbers: string[] = [
      '+442079460000',
      '+447400123456',
      '+15550000000',
      '+12125550123',
      '+4915112345678',
      '+78005553535',
      '+4407624369230',
      '+447624369230',
    ];
    for (const country of getCountries()) {
      const code = getCountryCallingCode(country);
      const example = (examples as Record<string, string>)[country];
      for (let i = 0; i < 40; i++) numbers.push(`+${code}${digits(next, 4 + next(10))}`);
      if (!example) continue;
      for (let i = 0; i < 60; i++) {
        const keep = Math.max(1, example.length - 1 - next(5));
        const length = example.length + next(3) - 1;
        numbers.push(`+${code}${example.slice(0, keep)}${digits(next, Math.max(0, length - keep))}`);
      }
    }
    const wellFormed = numbers.filter((n) => /^\+[1-9]\d{5,14}$/.test(n));
    let answered = 0;
    let valid = 0;
    for (const number of wellFormed) {
      const library = isValidPhoneNumber(number);
      const quick = surelyValidE164(number);
      if (quick) expect({ number, library }).toEqual({ number, library: true });
      if (library) valid++;
      if (quick && library) answered++;
      expect({ number, isE164: isE164(number) }).toEqual({ number, isE164: library });
    }
    expect(valid).toBeGreaterThan(2000);
    expect(answered / valid).toBeGreaterThan(0.9);
  }, 30_000);
});
