import run from '@shared/i18n/locales/en/run.json?raw';
import { addEnglish } from '@client/i18n/addEnglish';

// The run screens' English travels with their chunks, not the signed-in shell's (i18n/bundled.ts).
addEnglish('run', JSON.parse(run) as Record<string, unknown>);
