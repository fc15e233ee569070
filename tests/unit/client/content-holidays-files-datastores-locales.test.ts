import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { dataStoresTab } from '@client/features/authoring/content/datastores/tab';
import { filesTab } from '@client/features/authoring/content/files/tab';
import { holidaysTab } from '@client/features/authoring/content/holidays/tab';
import { flatten } from './localeFiles';

const root = join(process.cwd(), 'src/shared/i18n/locales');
const read = (locale: string) => JSON.parse(readFileSync(join(root, locale, 'content.json'), 'utf8'));
const placeholders = (text: string) => (text.match(/:[A-Za-z_][A-Za-z0-9_]*/g) ?? []).sort();
const ours = (key: string) =>
  /^(holidays|files|datastores)\./.test(key) ||
  ['items.holidaySchedule', 'items.file', 'items.datastore', 'editor.form'].includes(key) ||
  /^commands\.(create|open)(HolidaySchedule|File|Datastore)$/.test(key);
const base = (key: string) => key.replace(/_(one|other|many)$/, '');

describe('the Holidays, Files and Datastores tabs in every locale', () => {
  const en = flatten(read('en'));
  const keys = Object.keys(en).filter(ours);

  it('has English labels for what the tabs show', () => {
    for (const tab of [holidaysTab, filesTab, dataStoresTab]) {
      for (const key of [tab.title, tab.itemTitle, ...tab.columns.map((c) => String(c.header)), ...(tab.views ?? []).map((v) => v.title)]) {
        expect(
          Object.keys(en).some((k) => base(k) === key),
          key,
        ).toBe(true);
      }
    }
    expect(keys.length).toBeGreaterThan(100);
  });

  for (const locale of limits.locales.filter((l) => l !== 'en')) {
    it(`${locale} translates every key with the same :placeholders and the plural forms it needs`, () => {
      const other = flatten(read(locale));
      const many = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.includes('many');
      for (const key of keys) {
        expect(other[key], `${locale}:${key}`).toBeTruthy();
        expect(placeholders(other[key]), `${locale}:${key}`).toEqual(placeholders(en[key]));
        if (many && key.endsWith('_other')) expect(other[key.replace(/_other$/, '_many')], `${locale}:${key} many`).toBeTruthy();
      }
    });
  }
});
