import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { flatten } from './localeFiles';

const read = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), 'src/shared/i18n/locales', locale, 'shell.json'), 'utf8'));

const placeholders = (text: string) => (text.match(/:[A-Za-z_][A-Za-z0-9_]*/g) ?? []).sort();

describe('shell translations', () => {
  const en = flatten(read('en'));

  for (const locale of limits.locales.filter((l) => l !== 'en')) {
    it(`${locale} translates every key with the same :placeholders`, () => {
      const other = flatten(read(locale));
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(other[key], key).toBeTruthy();
        expect(placeholders(other[key]), `${locale}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('words the English notices as the spec does', () => {
    const table = read('en').notices;
    for (const key of [
      'viewingIndividual',
      'selectAllToView',
      'viewingAll',
      'selectIndividualToView',
      'allSps',
      'providerSearchMin',
      'unauthenticated',
    ] as const) {
      expect(table[key], key).toBe(messages[key]);
    }
  });

  it('names every migration state', () => {
    for (const state of limits.migrationStates) expect(en[`dashboard.migration.${state}`]).toBeTruthy();
  });
});
