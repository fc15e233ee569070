import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from '@client/api/http';
import { shellMessages as messages } from '@shared/messages-core';
import { bundledEnglish, type Translations } from './bundled';
import { colonInterpolation } from './interpolation';
import { defaultLoaderDeps, loadTranslations, type LoaderDeps } from './loader';
import { defaultLocale, isClientLocale, namespaces } from './locales';

export { clientLocales, isClientLocale, localeNames, namespaces, type ClientLocale } from './locales';
export { i18next as i18n };

const fetchFromServer = (locale: string) => api<unknown>(`/lang/${encodeURIComponent(locale)}`, { unscoped: true, passive: true });

let deps: LoaderDeps = defaultLoaderDeps(fetchFromServer);
let latestRequest = 0;

/** Replaces where translations come from and are cached (tests). */
export function configureTranslationSource(next: Partial<LoaderDeps>) {
  deps = { ...deps, ...next };
}

function addBundles(locale: string, translations: Translations) {
  for (const [ns, table] of Object.entries(translations)) {
    i18next.addResourceBundle(locale, ns, table, true, true);
  }
}

function markDocument(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

async function ensureInitialised() {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    // A copy: i18next adds later namespaces and keys into the tables it is given, and the bundled ones stay as built.
    resources: { [defaultLocale]: structuredClone(bundledEnglish) },
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: false,
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: colonInterpolation,
    returnNull: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
}

/**
 * Switches the interface language. An unsupported language (or one whose translations cannot be
 * loaded) logs 'Failed to change locale', falls back to English and resolves false.
 */
export async function changeLanguage(locale: string): Promise<boolean> {
  await ensureInitialised();
  const request = ++latestRequest;
  try {
    if (!isClientLocale(locale)) throw new Error(`Unsupported locale "${locale}"`);
    const translations = await loadTranslations(locale, deps, (fresh) => addBundles(locale, fresh));
    if (request !== latestRequest) return true;
    addBundles(locale, translations);
    await i18next.changeLanguage(locale);
    markDocument(locale);
    return true;
  } catch (error) {
    console.error(messages.failedToChangeLocale, error);
    if (request === latestRequest) {
      await i18next.changeLanguage(defaultLocale);
      markDocument(defaultLocale);
    }
    return false;
  }
}

/** Starts i18n with the bundled English, then applies `locale` (falling back to English). */
export async function initI18n(locale: string): Promise<void> {
  await ensureInitialised();
  if (locale && locale !== i18next.language) await changeLanguage(locale);
  else markDocument(i18next.language);
}

/** The language the interface shows now. */
export const currentLanguage = () => i18next.language || defaultLocale;
