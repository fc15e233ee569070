/**
 * Whether a command may run, said the same way by every command: the shell's over its command context, a screen's
 * over the screen's controls.
 *
 * - `enabled`: it applies here and now. When it does not, it is hidden (the palette, the menus) and its key does
 *   nothing. No `enabled` means it always applies.
 * - `disabledReason`: it applies but may not run, for this reason: the palette shows it greyed out with the text;
 *   its key and its button do nothing.
 * - `refusal`: the rule that would refuse it now: the palette and the menus grey it out with the text; its key and
 *   its button still run it, and the run shows the refusal as a notice.
 */
export interface CommandRules<On> {
  enabled?(on: On): boolean;
  disabledReason?(on: On): string | null;
  refusal?(on: On): string | null;
  run(on: On): void;
}

/** It applies here and now (`enabled`): shown in the palette and the menus. */
export const applies = <On>(command: CommandRules<On>, on: On) => !command.enabled || command.enabled(on);

/** Its key and its button run it: it applies and nothing disables it (a refusal is the run's to show). */
export const runnableNow = <On>(command: CommandRules<On>, on: On) => applies(command, on) && !command.disabledReason?.(on);

/** Why it is greyed out in the palette and the menus: its disabled reason, else its refusal; null when it is not. */
export const reasonNow = <On>(command: CommandRules<On>, on: On) => command.disabledReason?.(on) ?? command.refusal?.(on) ?? null;
