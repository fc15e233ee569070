import type { IconName } from '@blueprintjs/icons';
import { gatingFlags } from '@shared/gating-flags';
import { cachedFlagOn } from '../api/featureFlags';
import { decide, findRoute } from '../shell/navModel';
import { featureHandler } from './featureCommands';
import type { ShortcutId } from './keymap';
import type { Command, CommandContext } from './types';

/** The task (if any) whose canvas is open: the map opens with it selected. */
const openTaskId = () => /^\/build\/callflow\/(\d+)/.exec(typeof location === 'undefined' ? '' : location.pathname)?.[1] ?? null;

/** Opens the task map (issue 17) from anywhere in the account: the task list, the canvas (at its task), the palette. */
export function taskMapCommand(ctx: CommandContext): Command {
  const route = findRoute(ctx.routes, '/build/tasks/map');
  return {
    id: 'tasks.map',
    title: 'taskmap:commands.open',
    keywords: ['task map', 'graph', 'links', 'link task', 'dependencies', 'collection', 'recursion', 'campaign'],
    group: 'tasks',
    icon: 'graph',
    shortcut: 'tasks.map',
    // Behind the callflow-visualiser flag (spec 2 §6): off, or not known yet, hides it.
    when: (c) => !!route && decide(route, c.access).allowed && c.selection.acId !== 'all' && cachedFlagOn(c.selection, gatingFlags.taskMap),
    run: (c) => {
      const task = openTaskId();
      c.navigate(task ? `/build/tasks/map?task=${task}` : '/build/tasks/map');
    },
  };
}

/** [command id = keymap id, icon, keywords]; titles are 'taskmap:commands.<name>'. */
const mapSpecs: [ShortcutId, IconName, string[]][] = [
  ['taskmap.previousEdge', 'arrow-up', ['previous link', 'up']],
  ['taskmap.nextEdge', 'arrow-down', ['next link', 'down']],
  ['taskmap.back', 'arrow-left', ['back', 'used by', 'left']],
  ['taskmap.follow', 'arrow-right', ['follow', 'uses', 'right']],
  ['taskmap.openTask', 'flow-branch', ['open', 'canvas', 'call flow']],
  ['taskmap.openAtLink', 'link', ['open', 'link node', 'canvas']],
  ['taskmap.find', 'search', ['find', 'search', 'task']],
  ['taskmap.zoomIn', 'zoom-in', ['zoom', 'in']],
  ['taskmap.zoomOut', 'zoom-out', ['zoom', 'out']],
  ['taskmap.fit', 'zoom-to-fit', ['fit', 'zoom', 'whole']],
];

/** The map's commands: always in the registry, carried out by the map while it is open. */
export const taskMapCommands: Command[] = mapSpecs.map(([id, icon, keywords]) => ({
  id,
  title: `taskmap:commands.${id.slice('taskmap.'.length)}`,
  keywords: ['task map', ...keywords],
  group: 'tasks',
  icon,
  shortcut: id,
  when: () => featureHandler(id)?.available() ?? false,
  run: () => featureHandler(id)?.run(),
}));
