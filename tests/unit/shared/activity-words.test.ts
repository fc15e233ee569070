import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityActions, activitySubjects } from '@shared/activity';
import { entities } from '@shared/entities';
import { contentTypes } from '@shared/entities/content';
import { maskSecrets, masked } from '@server/http/mask-secrets';

// The activity log speaks in words: every action and subject the server may record has its words in every
// locale, so neither the dashboard nor User activities ever shows 'create_node', 'UserApiKey' or '#6'.
const locales = readdirSync('src/shared/i18n/locales');
const shell = (locale: string) =>
  JSON.parse(readFileSync(`src/shared/i18n/locales/${locale}/shell.json`, 'utf8')).activity as Record<
    'subjects' | 'a' | 'actions',
    Record<string, string>
  >;

describe('the activity log’s words', () => {
  it('name every action and subject in all seven locales', () => {
    expect(locales).toHaveLength(7);
    for (const locale of locales) {
      const words = shell(locale);
      expect(
        activityActions.filter((a) => !words.actions[a]),
        locale,
      ).toEqual([]);
      expect(
        activitySubjects.filter((s) => !words.subjects[s] || !words.a[s]),
        locale,
      ).toEqual([]);
    }
  });

  it('say what an action was done to wherever English does', () => {
    const english = shell('en').actions;
    for (const locale of locales) {
      const words = shell(locale).actions;
      expect(
        activityActions.filter((a) => english[a].includes(':subject') !== words[a].includes(':subject')),
        locale,
      ).toEqual([]);
    }
  });

  it('cover every entity and content type the log can record', () => {
    expect([...entities, ...contentTypes].map((d) => d.model).filter((m) => !(activitySubjects as readonly string[]).includes(m))).toEqual(
      [],
    );
  });
});

describe('masking the log', () => {
  it('shows what names, counts or dates a secret, and masks the secret itself', () => {
    expect(
      maskSecrets({
        api_key_name: 'Nightly export',
        api_key: 'sk_live_1',
        token_count: 3,
        password_changed_at: '2026-01-01',
        secret_id: 4,
      }),
    ).toEqual({
      api_key_name: 'Nightly export',
      api_key: masked,
      token_count: 3,
      password_changed_at: '2026-01-01',
      secret_id: 4,
    });
  });
});
