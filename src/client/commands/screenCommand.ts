import type { IconName } from '@blueprintjs/icons';
import type { CommandRules } from './commandRules';

/**
 * One command of a screen (canvas, simulator, task map), declared once: its id, its key (the keymap reads it from
 * here), its icon and words, and whether it may run and what it does on the screen's controls (`CommandRules`,
 * as every command says it; `enabled` is required: a screen's command applies only to what the screen shows). Its
 * title is `<namespace>:commands.<name>` (the id without its layer) unless `title` says otherwise.
 */
export interface ScreenCommandSpec<C> extends CommandRules<C> {
  id: string;
  key: string;
  icon: IconName;
  keywords: string[];
  title?: string;
  /** Kept out of the palette (a second key of another command); the '?' sheet still shows it. */
  listed?: false;
  enabled(controls: C): boolean;
}

/** Declares a screen's commands over its controls, keeping their ids and keys as literal types for the keymap. */
export const screenCommands =
  <C>() =>
  <const T extends readonly ScreenCommandSpec<C>[]>(specs: T) =>
    specs;

/** The keymap entries of a list of screen commands, as a type: id → key. */
export type BindingsOf<T extends readonly { id: string; key: string }[]> = { [S in T[number] as S['id']]: S['key'] };

/** The keymap entries of a screen's commands. */
export const bindingsOf = <const T extends readonly { id: string; key: string }[]>(specs: T) =>
  Object.fromEntries(specs.map((s) => [s.id, s.key])) as BindingsOf<T>;
