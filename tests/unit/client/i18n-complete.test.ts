import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { flatten } from './localeFiles';

/**
 * Every locale complete: each namespace of every locale has every key English has (plural forms count as one
 * key: i18next picks the locale's own forms), and no text of another locale is English left untranslated.
 * Texts that are the same in every language are proper names (products, engines) and addresses.
 */
const root = join(process.cwd(), 'src/shared/i18n/locales');
const namespaces = readdirSync(join(root, 'en')).map((f) => f.replace(/\.json$/, ''));
const read = (locale: string, ns: string) => JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8')) as Record<string, unknown>;

const pluralForm = /_(zero|one|two|few|many|other)$/;
const keysOf = (table: Record<string, string>) => [...new Set(Object.keys(table).map((k) => k.replace(pluralForm, '')))].sort();

const properNames = new Set(['Dialogflow ES', 'Dialogflow CX', 'Amazon Lex', 'IBM Watson Assistant', 'Azure OpenAI', 'Five9 WFA']);
/** Two or more words of text once placeholders (:name, $t(…)) are taken out: a phrase, not a name or a code. */
const isPhrase = (text: string) => (text.replace(/\$t\([^)]*\)|:[A-Za-z_]+/g, '').match(/[A-Za-z]{2,}/g) ?? []).length >= 2;
const untranslated = (english: string, text: string) =>
  text === english && isPhrase(text) && !properNames.has(text) && !/^https?:\/\//.test(text);

describe('every locale complete', () => {
  for (const locale of limits.locales.filter((l) => l !== 'en')) {
    it(`${locale}: every namespace has every English key, and no English phrase is left untranslated`, () => {
      for (const ns of namespaces) {
        const en = flatten(read('en', ns));
        const other = flatten(read(locale, ns));
        expect(keysOf(other), `${locale}/${ns}`).toEqual(keysOf(en));
        const left = Object.entries(other)
          .filter(([key, text]) => key in en && untranslated(en[key], text))
          .map(([key, text]) => `${ns}:${key} = ${text}`);
        expect(left, `${locale}/${ns}`).toEqual([]);
      }
    });
  }

  it('would fail on a missing key and on an English phrase', () => {
    expect(keysOf({ 'a.b_one': '', 'a.b_other': '', c: '' })).toEqual(['a.b', 'c']);
    expect(untranslated('Nothing has happened here yet', 'Nothing has happened here yet')).toBe(true);
    expect(untranslated('Dashboard', 'Dashboard')).toBe(false);
    expect(untranslated('Amazon Lex', 'Amazon Lex')).toBe(false);
  });
});
