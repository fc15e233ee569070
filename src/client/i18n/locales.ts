import { limits } from '@shared/limits';

/** The locales the client offers ('it' is served by the server but not offered here). */
export const clientLocales = limits.clientLocales;
export type ClientLocale = (typeof clientLocales)[number];

export const defaultLocale: ClientLocale = limits.defaultLanguage;

/** The translation namespaces, one per area of the client. */
export const namespaces = [
  'common',
  'shell',
  'auth',
  'profile',
  'errors',
  'flow',
  'content',
  'system',
  'entities',
  'plans',
  'users',
  'roles',
  'versions',
  'taskmap',
  'run',
  'voices',
  'billing',
  'sim',
  'transfer',
  'audit',
  'library',
  'visualform',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Each language named in itself, as a language picker shows it. */
export const localeNames: Record<ClientLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

export function isClientLocale(locale: unknown): locale is ClientLocale {
  return typeof locale === 'string' && (clientLocales as readonly string[]).includes(locale);
}
