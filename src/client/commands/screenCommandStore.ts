import { useSyncExternalStore } from 'react';
import type { Command } from './types';

/**
 * The screens' commands once they are loaded (screenRegistry.ts registers them; the canvas, the task map, campaigns,
 * the palette and the '?' sheet load it): kept apart so that the shell's entry carries none of them. The registry
 * takes them in, and the shell builds its registry again when they arrive.
 */
let registered: readonly Command[] = [];
const listeners = new Set<() => void>();

export const registeredScreenCommands = () => registered;

export function registerScreenCommands(commands: readonly Command[]): void {
  registered = commands;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The registered screen commands, re-read when they arrive. */
export const useScreenCommands = () => useSyncExternalStore(subscribe, registeredScreenCommands);
