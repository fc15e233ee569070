import { commands as contentTitles } from '@shared/i18n/locales/en/content.json';
import { commands as entityTitles } from '@shared/i18n/locales/en/entities.json';
import { addEnglish } from '../i18n/addEnglish';
import { contentCommands } from './contentCommands';
import { entityCommands } from './entityCommands';
import './taskSearch';
import { availableCommands, buildCommands, type PaletteOnlyCommands } from './registry';
import type { CommandContext } from './types';

// Their English words come with them (the shell's bundled English leaves them out).
addEnglish('content', { commands: contentTitles });
addEnglish('entities', { commands: entityTitles });

/** The palette's own commands (no key), with their search providers: loaded with the palette, not the shell. */
const paletteOnly: PaletteOnlyCommands = { content: contentCommands, entities: entityCommands };

/** Every command the palette lists: the registry's with the palette's own, in the registry's order. */
export const paletteCommands = (ctx: CommandContext) => buildCommands(ctx, paletteOnly);

/** Of those, the ones that apply now (`enabled`). */
export const availablePaletteCommands = (ctx: CommandContext) => availableCommands(ctx, paletteOnly);
