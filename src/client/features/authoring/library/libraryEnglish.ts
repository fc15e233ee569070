import library from '@shared/i18n/locales/en/library.json?raw';
import { addEnglish } from '@client/i18n/addEnglish';

// The task library screens' English travels with their chunk, not the signed-in shell's (i18n/bundled.ts).
addEnglish('library', JSON.parse(library) as Record<string, unknown>);
