import { createContext, useContext } from 'react';
import type { Command, CommandContext } from './types';

/**
 * The registry as the shell built it for the current command context: built once per context change (session,
 * scope, language, theme), never per key press. The key handler, menus, toolbar buttons and the '?' sheet read it.
 */
export interface Commands {
  ctx: CommandContext;
  list: readonly Command[];
  byId: ReadonlyMap<string, Command>;
  /** The command a keymap binding runs (the first registered for it). */
  byShortcut: ReadonlyMap<string, Command>;
}

export const CommandsContext = createContext<Commands | null>(null);

/** The shell's registry and context; null before sign-in. */
export const useCommands = () => useContext(CommandsContext);
