/**
 * The controls a lazy screen (the call-flow canvas, the simulator beside it, the task map) offers its commands
 * while it is mounted. The commands themselves join the registry when a screen, the palette or the '?' sheet loads
 * them (screenRegistry.ts), so the palette and the sheet know them without the screen; a command is enabled only
 * while its screen is open.
 */
const open = new Map<string, unknown>();

/** Opens a screen's controls under its name; returns the function that closes them. */
export function openScreen<T>(name: string, controls: T): () => void {
  open.set(name, controls);
  return () => {
    if (open.get(name) === controls) open.delete(name);
  };
}

/** The controls of an open screen, or undefined while it is closed. */
export const openedScreen = <T>(name: string) => open.get(name) as T | undefined;
