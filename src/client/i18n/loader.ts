import { bundledEnglish, translationsVersion, type Translations } from './bundled';
import { browserStorage, readCached, writeCached, type KeyValueStore } from './cache';
import { defaultLocale, namespaces } from './locales';

export interface LoaderDeps {
  /** GET /api/lang/{locale}: the translations of every namespace. */
  fetchTranslations(locale: string): Promise<unknown>;
  store: KeyValueStore | null;
  version: string;
}

export const defaultLoaderDeps = (fetchTranslations: LoaderDeps['fetchTranslations']): LoaderDeps => ({
  fetchTranslations,
  store: browserStorage(),
  version: translationsVersion,
});

/** Keeps the known namespaces whose tables are objects; anything else in the answer is ignored. */
export function normaliseTranslations(raw: unknown): Translations {
  const source = raw && typeof raw === 'object' ? ((raw as { translations?: unknown }).translations ?? raw) : null;
  if (!source || typeof source !== 'object') throw new Error('The translations answer has no tables.');
  const out: Translations = {};
  for (const ns of namespaces) {
    const table = (source as Record<string, unknown>)[ns];
    if (table && typeof table === 'object' && !Array.isArray(table)) out[ns] = table as Record<string, unknown>;
  }
  if (Object.keys(out).length === 0) throw new Error('The translations answer has no known namespace.');
  return out;
}

async function fetchAndCache(locale: string, deps: LoaderDeps): Promise<Translations> {
  const translations = normaliseTranslations(await deps.fetchTranslations(locale));
  writeCached(deps.store, locale, deps.version, translations);
  return translations;
}

/**
 * The translations of a locale: English from the bundle; others from the local-storage cache when it
 * belongs to this release (refreshed in the background through `onRefresh`), else from the server.
 */
export async function loadTranslations(
  locale: string,
  deps: LoaderDeps,
  onRefresh?: (translations: Translations) => void,
): Promise<Translations> {
  if (locale === defaultLocale) return bundledEnglish;
  const cached = readCached(deps.store, locale, deps.version);
  if (cached) {
    fetchAndCache(locale, deps).then(onRefresh, () => {
      // Offline or server busy: the cached texts stay in use.
    });
    return cached;
  }
  return fetchAndCache(locale, deps);
}
