import sim from '@shared/i18n/locales/en/sim.json?raw';
import { addEnglish } from '@client/i18n/addEnglish';

// The simulator's English travels with the canvas's chunk, not the signed-in shell's (i18n/bundled.ts).
addEnglish('sim', JSON.parse(sim) as Record<string, unknown>);
