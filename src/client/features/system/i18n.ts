import i18next from 'i18next';
import english from '@shared/i18n/locales/en/system.json';

/**
 * The English texts of the System screens travel with their chunk instead of the signed-in shell's
 * (i18n/bundled.ts leaves this namespace out); other languages come from /api/lang as usual.
 * Imported by every System screen before it renders.
 */
const add = () => {
  if (!i18next.hasResourceBundle('en', 'system')) i18next.addResourceBundle('en', 'system', english, true, false);
};
if (i18next.isInitialized) add();
else i18next.on('initialized', add);
