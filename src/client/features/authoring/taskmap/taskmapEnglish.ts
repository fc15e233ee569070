import taskmap from '@shared/i18n/locales/en/taskmap.json?raw';
import { addEnglish } from '@client/i18n/addEnglish';

// The map's English travels with its chunk; the shell bundles only its palette commands (i18n/bundled.ts).
addEnglish('taskmap', JSON.parse(taskmap) as Record<string, unknown>);
