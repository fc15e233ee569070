import transfer from '@shared/i18n/locales/en/transfer.json?raw';
import { addEnglish } from '@client/i18n/addEnglish';

// The export and import dialogs' English travels with their chunk, not the signed-in shell's (i18n/bundled.ts).
addEnglish('transfer', JSON.parse(transfer) as Record<string, unknown>);
