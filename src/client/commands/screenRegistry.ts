import { campaignSpecs } from './campaignCommands';
import { canvasSpecs } from './canvasCommands';
import { canvasTabSpecs } from './canvasTabCommands';
import { addBindings, type ShortcutId } from './keymap';
import { numberSpecs } from './numberCommands';
import { xsiSpecs } from './xsiCommands';
import { runSpecs } from './runCommands';
import { bindingsOf, type ScreenCommandSpec } from './screenCommand';
import { registerScreenCommands } from './screenCommandStore';
import { openedScreen } from './screens';
import { simSpecs } from './simCommands';
import { taskMapSpecs } from './taskMapCommands';
import type { Command, CommandGroup } from './types';

/**
 * A screen's commands as registry commands: each of their rules read on the controls of the screen while it is
 * open; while it is not, none applies.
 */
function commandsOf<C>(
  screen: string,
  specs: readonly ScreenCommandSpec<C>[],
  namespace: string,
  group: CommandGroup,
  keyword: string,
): Command[] {
  const onScreen =
    <R>(rule: (controls: C) => R, closed: R) =>
    () => {
      const controls = openedScreen<C>(screen);
      return controls ? rule(controls) : closed;
    };
  return specs.map((spec) => ({
    id: spec.id,
    title: spec.title ?? `${namespace}:commands.${spec.id.slice(spec.id.indexOf('.') + 1)}`,
    keywords: [keyword, ...spec.keywords],
    group,
    icon: spec.icon,
    shortcut: spec.id as ShortcutId,
    ...(spec.listed === false ? { listed: false } : {}),
    enabled: onScreen(spec.enabled, false),
    ...(spec.disabledReason && { disabledReason: onScreen(spec.disabledReason, null) }),
    ...(spec.refusal && { refusal: onScreen(spec.refusal, null) }),
    run: onScreen(spec.run, undefined),
  }));
}

/**
 * The commands of the lazy screens (canvas, simulator, running flows, task map, campaigns). Loading this module puts
 * them and their keys in the registry and the keymap: the screens, the palette and the '?' sheet load it (for its
 * effect), the shell's entry never does.
 */
export const screenCommandList: readonly Command[] = [
  ...commandsOf('canvas', canvasSpecs, 'flow', 'canvas', 'canvas'),
  ...commandsOf('canvas', canvasTabSpecs, 'flow', 'canvas', 'canvas'),
  ...commandsOf('sim', simSpecs, 'sim', 'canvas', 'canvas'),
  ...commandsOf('numbers', numberSpecs, 'flow', 'canvas', 'canvas'),
  ...commandsOf('xsi', xsiSpecs, 'flow', 'canvas', 'canvas'),
  ...commandsOf('canvas', runSpecs, 'run', 'canvas', 'canvas'),
  ...commandsOf('taskmap', taskMapSpecs, 'taskmap', 'tasks', 'task map'),
  ...commandsOf('campaigns', campaignSpecs, 'flow', 'tasks', 'campaign'),
];

addBindings({
  ...bindingsOf(canvasSpecs),
  ...bindingsOf(canvasTabSpecs),
  ...bindingsOf(simSpecs),
  ...bindingsOf(numberSpecs),
  ...bindingsOf(xsiSpecs),
  ...bindingsOf(campaignSpecs),
  ...bindingsOf(runSpecs),
  ...bindingsOf(taskMapSpecs),
});
registerScreenCommands(screenCommandList);
