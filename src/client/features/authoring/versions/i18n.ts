import versions from '@shared/i18n/locales/en/versions.json?raw';
import { addEnglish } from '@client/i18n/addEnglish';

// The versions panel's English travels with the canvas's chunk, not the signed-in shell's (i18n/bundled.ts).
addEnglish('versions', JSON.parse(versions) as Record<string, unknown>);
