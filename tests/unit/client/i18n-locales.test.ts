import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { bundledEnglish } from '@client/i18n/bundled';
import { clientLocales } from '@client/i18n';
import { flatten } from './localeFiles';

const root = join(process.cwd(), 'src/shared/i18n/locales');
const ownNamespaces = ['common', 'auth', 'profile', 'errors'];
const read = (locale: string, ns: string) => JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8'));

const placeholders = (text: string) => (text.match(/:[A-Za-z_][A-Za-z0-9_]*/g) ?? []).sort();

describe('locales', () => {
  it('has a folder for every supported locale; the client offers all but it', () => {
    expect(readdirSync(root).sort()).toEqual([...limits.locales].sort());
    expect([...clientLocales]).toEqual(limits.locales.filter((l) => l !== 'it'));
  });

  for (const locale of limits.locales.filter((l) => l !== 'en')) {
    for (const ns of ownNamespaces) {
      it(`${locale}/${ns} translates every English key with the same :placeholders`, () => {
        const en = flatten(read('en', ns));
        const other = flatten(read(locale, ns));
        expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(en)) {
          expect(other[key], `${locale}/${ns}:${key}`).toBeTruthy();
          expect(placeholders(other[key]), `${locale}/${ns}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }

  it("bundles the English tables of the shell; the sign-in pages' and the profile screens' English comes with their chunks", () => {
    for (const ns of ['common', 'errors']) expect(bundledEnglish[ns as keyof typeof bundledEnglish]).toEqual(read('en', ns));
    expect(bundledEnglish.profile).toBeUndefined();
    expect(bundledEnglish.auth).toBeUndefined();
  });

  it('words the English catalogue texts as the spec does', () => {
    const common = read('en', 'common');
    expect(common.operationFailed).toBe(messages.operationFailed);
    expect(common.createFailed).toBe(messages.createFailed);
    expect(common.updateFailed).toBe(messages.updateFailed);
    const auth = read('en', 'auth');
    expect(auth.reset.invalid).toBe(messages.resetTokenInvalid);
    expect(auth.reset.passwordDone).toBe(messages.passwordChanged);
    expect(auth.reset.twofaDone).toBe(messages.twofaReset);
    expect(read('en', 'profile').password.changed).toBe(messages.passwordChanged);
  });
});
