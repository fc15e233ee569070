import type { Namespace } from './locales';

export type Translations = Partial<Record<Namespace, Record<string, unknown>>>;

/**
 * English is bundled as the fallback, so the sign-in page renders without a request. The System
 * screens' namespace is left out: its English comes with their own chunk (features/system/i18n.ts).
 */
const files = import.meta.glob<Record<string, unknown>>(['../../shared/i18n/locales/en/*.json', '!../../shared/i18n/locales/en/system.json'], {
  eager: true,
  import: 'default',
});

export const bundledEnglish: Translations = Object.fromEntries(
  Object.entries(files).map(([path, table]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), table]),
);

/** A short fingerprint of the bundled texts: cached translations of another release are ignored. */
function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export const translationsVersion = fingerprint(bundledEnglish);
