import i18next from 'i18next';
import type { Namespace } from './locales';

/**
 * Adds English texts that travel with a screen's chunk instead of the signed-in shell's (i18n/bundled.ts
 * leaves them out): merged under what the shell already has, never over it. Other languages come from
 * /api/lang whole, as usual. Called when the screen's module loads, before it renders.
 */
export function addEnglish(ns: Namespace, table: Record<string, unknown>) {
  const add = () => i18next.addResourceBundle('en', ns, table, true, false);
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
