import type { Namespace } from './locales';

export type Translations = Partial<Record<Namespace, Record<string, unknown>>>;

/**
 * English is bundled as the fallback, so the sign-in page renders without a request. Left out, each loading with what
 * uses it:
 * - the screens' command titles with the palette and the '?' sheet (commands/overlayEnglish.ts), the palette-only
 *   commands' words (content, entities) with the palette (commands/paletteCommands.ts);
 * - auth.json with the sign-in pages (features/auth/i18n.ts); voices.json and audit.json with their screens
 *   (features/voices/i18n.ts, features/analyse/user-activities/i18n.ts);
 * - the System, Build, entity and role screens' English with their chunks (features/system/i18n.ts,
 *   features/authoring/buildEnglish.ts, features/entities/i18n.ts, features/system/roles/i18n.ts); users.json with the
 *   invitation page and the users panel (features/users/i18n.ts); profile.json with the profile screens
 *   (features/manage/profile/i18n.ts).
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../shared/i18n/locales/en/*.json',
    '!../../shared/i18n/locales/en/system.json',
    '!../../shared/i18n/locales/en/entities.json',
    '!../../shared/i18n/locales/en/plans.json',
    '!../../shared/i18n/locales/en/users.json',
    '!../../shared/i18n/locales/en/profile.json',
    '!../../shared/i18n/locales/en/roles.json',
    '!../../shared/i18n/locales/en/versions.json',
    '!../../shared/i18n/locales/en/taskmap.json',
    '!../../shared/i18n/locales/en/run.json',
    '!../../shared/i18n/locales/en/flow.json',
    '!../../shared/i18n/locales/en/content.json',
    '!../../shared/i18n/locales/en/billing.json',
    '!../../shared/i18n/locales/en/sim.json',
    '!../../shared/i18n/locales/en/transfer.json',
    '!../../shared/i18n/locales/en/library.json',
    '!../../shared/i18n/locales/en/visualform.json',
    '!../../shared/i18n/locales/en/voices.json',
    '!../../shared/i18n/locales/en/audit.json',
    '!../../shared/i18n/locales/en/auth.json',
  ],
  { eager: true, import: 'default' },
);

export const bundledEnglish: Translations = {
  ...Object.fromEntries(Object.entries(files).map(([path, table]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), table])),
};

/** A short fingerprint of the bundled texts: cached translations of another release are ignored. */
function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** Set by the build from every locale file (vite.config.ts); the bundled English stands in where it is not (tests). */
declare const __STUDIO_TRANSLATIONS_VERSION__: string | undefined;

export const translationsVersion =
  typeof __STUDIO_TRANSLATIONS_VERSION__ === 'string' ? __STUDIO_TRANSLATIONS_VERSION__ : fingerprint(bundledEnglish);
