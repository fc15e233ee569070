import { commands as flowCommands } from '@shared/i18n/locales/en/flow.json';
import { commands as libraryCommands } from '@shared/i18n/locales/en/library.json';
import { commands as runCommands } from '@shared/i18n/locales/en/run.json';
import { commands as simCommands } from '@shared/i18n/locales/en/sim.json';
import { commands as taskmapCommands } from '@shared/i18n/locales/en/taskmap.json';
import { commands as transferCommands } from '@shared/i18n/locales/en/transfer.json';
import { addEnglish } from '../i18n/addEnglish';

// The titles of the screens' commands, for the palette and the '?' sheet, which list them before their screen is
// opened: they load with those two (CommandOverlays), not with the signed-in shell. A screen's own chunk brings all its
// English, these titles included.
addEnglish('flow', { commands: flowCommands });
addEnglish('taskmap', { commands: taskmapCommands });
addEnglish('run', { commands: runCommands });
addEnglish('sim', { commands: simCommands });
addEnglish('transfer', { commands: transferCommands });
addEnglish('library', { commands: libraryCommands });
