import type { Translations } from './bundled';

/** Translations are cached in local storage under studio.lang.<locale>, with the version they belong to. */
export const cacheKey = (locale: string) => `studio.lang.${locale}`;

interface CacheEntry {
  version: string;
  translations: Translations;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCached(store: KeyValueStore | null, locale: string, version: string): Translations | null {
  if (!store) return null;
  try {
    const raw = store.getItem(cacheKey(locale));
    if (!raw) return null;
    const entry = JSON.parse(raw) as CacheEntry;
    if (entry?.version !== version || !entry.translations || typeof entry.translations !== 'object') {
      store.removeItem(cacheKey(locale));
      return null;
    }
    return entry.translations;
  } catch {
    return null;
  }
}

export function writeCached(store: KeyValueStore | null, locale: string, version: string, translations: Translations) {
  if (!store) return;
  try {
    store.setItem(cacheKey(locale), JSON.stringify({ version, translations } satisfies CacheEntry));
  } catch {
    // Storage full or unavailable: the translations still apply for this visit.
  }
}
