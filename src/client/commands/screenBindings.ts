import type { campaignSpecs } from './campaignCommands';
import type { canvasSpecs } from './canvasCommands';
import type { canvasTabSpecs } from './canvasTabCommands';
import type { numberSpecs } from './numberCommands';
import type { runSpecs } from './runCommands';
import type { BindingsOf } from './screenCommand';
import type { simSpecs } from './simCommands';
import type { taskMapSpecs } from './taskMapCommands';
import type { xsiSpecs } from './xsiCommands';

/**
 * The screens' bindings as a type (id → key), for `ShortcutId`: types only, so the shell's entry carries none of the
 * screens' commands. At run time they join the keymap when screenRegistry.ts loads.
 */
export type ScreenBindings = BindingsOf<typeof canvasSpecs> &
  BindingsOf<typeof canvasTabSpecs> &
  BindingsOf<typeof simSpecs> &
  BindingsOf<typeof numberSpecs> &
  BindingsOf<typeof xsiSpecs> &
  BindingsOf<typeof campaignSpecs> &
  BindingsOf<typeof runSpecs> &
  BindingsOf<typeof taskMapSpecs>;
