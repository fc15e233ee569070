import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, configureTranslationSource, currentLanguage, i18n, initI18n } from '@client/i18n';
import { cacheKey, type KeyValueStore } from '@client/i18n/cache';
import { messages } from '@shared/messages';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const german = {
  locale: 'de',
  translations: {
    auth: { login: { title: 'Anmelden' }, reset: { passwordLead: 'Für :email' } },
    common: { language: 'Sprache' },
  },
};

let store: ReturnType<typeof memoryStore>;
let fetchTranslations: ReturnType<typeof vi.fn<(locale: string) => Promise<unknown>>>;

beforeAll(async () => {
  await initI18n('en');
  // The profile screens' English travels with their chunk (not the shell's bundle): loaded as they load it.
  await import('@client/features/manage/profile/i18n');
  // So does the sign-in pages' (features/auth/i18n.ts).
  await import('@client/features/auth/i18n');
});

beforeEach(async () => {
  store = memoryStore();
  fetchTranslations = vi.fn(async (locale: string): Promise<unknown> => {
    if (locale === 'de') return german;
    throw new Error('404');
  });
  configureTranslationSource({ store, fetchTranslations, version: 'v1' });
  for (const ns of ['auth', 'common']) i18n.removeResourceBundle('de', ns);
  await changeLanguage('en');
});

afterEach(() => vi.restoreAllMocks());

describe(':name placeholders', () => {
  it('fills a placeholder by name', () => {
    expect(i18n.t('auth:reset.passwordLead', { email: 'ann@studio.test' })).toBe('For ann@studio.test');
    expect(i18n.t('profile:region.inheritDateFormat', { format: 'DD/MM/YYYY' })).toBe('Account default (DD/MM/YYYY)');
  });

  it('ends the name at the first character that is not part of a name', () => {
    i18n.addResource('en', 'common', 'testSentence', 'Hello :name, you have :count items.');
    expect(i18n.t('common:testSentence', { name: 'Ann', count: 3 })).toBe('Hello Ann, you have 3 items.');
  });

  it('leaves a placeholder without a value, and colons that are not placeholders, as they are', () => {
    i18n.addResource('en', 'common', 'testTime', 'At 10:30 :who said: ok');
    expect(i18n.t('common:testTime', {})).toBe('At 10:30 :who said: ok');
  });
});

describe('changeLanguage', () => {
  it('loads a locale from the server, applies it and caches it with the version', async () => {
    expect(await changeLanguage('de')).toBe(true);
    expect(currentLanguage()).toBe('de');
    expect(i18n.t('auth:login.title')).toBe('Anmelden');
    expect(fetchTranslations).toHaveBeenCalledWith('de');
    const cached = JSON.parse(store.data.get(cacheKey('de'))!);
    expect(cached.version).toBe('v1');
    expect(cached.translations.auth.login.title).toBe('Anmelden');
  });

  it('falls back to English for keys the locale does not translate', async () => {
    await changeLanguage('de');
    expect(i18n.t('auth:login.forgot')).toBe('Forgot your password?');
  });

  it('uses the cache of the same version without waiting for the server', async () => {
    store.setItem(cacheKey('de'), JSON.stringify({ version: 'v1', translations: { auth: { login: { title: 'Aus dem Cache' } } } }));
    fetchTranslations.mockImplementation(() => new Promise(() => {}));
    expect(await changeLanguage('de')).toBe(true);
    expect(i18n.t('auth:login.title')).toBe('Aus dem Cache');
  });

  it('ignores a cache written by another version', async () => {
    store.setItem(cacheKey('de'), JSON.stringify({ version: 'old', translations: { auth: { login: { title: 'Alt' } } } }));
    expect(await changeLanguage('de')).toBe(true);
    expect(i18n.t('auth:login.title')).toBe('Anmelden');
  });

  it('needs no request for English, the bundled fallback', async () => {
    await changeLanguage('de');
    fetchTranslations.mockClear();
    expect(await changeLanguage('en')).toBe(true);
    expect(fetchTranslations).not.toHaveBeenCalled();
    expect(i18n.t('auth:login.title')).toBe('Sign in');
  });

  it.each(['xx', 'it', ''])('refuses the unsupported locale %j: logs, falls back to English, resolves false', async (locale) => {
    await changeLanguage('de');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await changeLanguage(locale)).toBe(false);
    expect(error).toHaveBeenCalledWith(messages.failedToChangeLocale, expect.anything());
    expect(currentLanguage()).toBe('en');
    expect(fetchTranslations).not.toHaveBeenCalledWith(locale);
  });

  it('falls back to English when the translations cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await changeLanguage('fr')).toBe(false);
    expect(error).toHaveBeenCalledWith('Failed to change locale', expect.any(Error));
    expect(currentLanguage()).toBe('en');
  });

  it('initI18n applies a saved language, and English when that fails', async () => {
    await initI18n('de');
    expect(currentLanguage()).toBe('de');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await initI18n('it');
    expect(currentLanguage()).toBe('en');
  });
});
