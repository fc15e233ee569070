import type { IconName } from '@blueprintjs/icons';
import { featureHandler } from './featureCommands';
import type { ShortcutId } from './keymap';
import type { Command } from './types';

/** [command id = keymap id, icon, keywords]. Titles are 'sim:commands.<name>'; the simulator panel carries them out. */
const simSpecs: [ShortcutId, IconName, string[]][] = [
  ['canvas.simulator', 'play', ['simulator', 'simulate', 'try', 'test', 'run', 'debug', 'preview']],
  ['canvas.toggleBreakpoint', 'stop', ['breakpoint', 'pause', 'debug']],
  ['canvas.simStep', 'step-forward', ['step', 'next', 'debug', 'simulator']],
  ['canvas.simContinue', 'fast-forward', ['continue', 'resume', 'simulator']],
  ['canvas.simRestart', 'reset', ['restart', 'again', 'simulator']],
  ['canvas.recordTest', 'record', ['record', 'flow test', 'test case', 'save session']],
  ['canvas.runTests', 'tick-circle', ['run tests', 'flow tests', 'check', 'regression']],
];

export const simCommands: Command[] = simSpecs.map(([id, icon, keywords]) => ({
  id,
  title: `sim:commands.${id.slice('canvas.'.length)}`,
  keywords: ['canvas', ...keywords],
  group: 'canvas',
  icon,
  shortcut: id,
  when: () => featureHandler(id)?.available() ?? false,
  disabledReason: () => featureHandler(id)?.disabledReason?.() ?? null,
  run: () => featureHandler(id)?.run(),
}));
