import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appFeatures } from '@shared/plans/catalogue';

// The plan editors name every feature in words ('Prompts'), never by its key ('build.content.prompts').
describe('plan feature names', () => {
  it('name every feature of the catalogue in all seven locales', () => {
    const locales = readdirSync('src/shared/i18n/locales');
    expect(locales).toHaveLength(7);
    for (const locale of locales) {
      const names = JSON.parse(readFileSync(`src/shared/i18n/locales/${locale}/plans.json`, 'utf8')).featureNames as Record<string, string>;
      expect(
        appFeatures.map((f) => f.feature).filter((f) => !names[f]),
        locale,
      ).toEqual([]);
    }
  });
});
