import { canAccess } from '@shared/access';
import { publishLevels } from '@shared/access/library';
import type { Selection } from '@shared/access/scope';
import { shellMessages as messages } from '@shared/messages-core';
import type { Task } from '@shared/api/flow';
import { gatingFlags } from '@shared/gating-flags';
import { taskKeys } from '@client/api/queryKeys';
import { cachedFlagOn } from '../api/featureFlags';
import { queryClient } from '../api/queries';
import { decide, findRoute } from '../shell/navModel';
import type { Command, CommandContext } from './types';

const mayBuild = (ctx: CommandContext) => {
  const route = findRoute(ctx.routes, '/build/tasks');
  return !!route && decide(route, ctx.access).allowed;
};

/** Every task of the scope the client has loaded (any filter), once each. */
function knownTasks(selection: Selection): Task[] {
  const seen = new Map<number, Task>();
  for (const [, list] of queryClient.getQueriesData<Task[]>({ queryKey: taskKeys.lists(selection) })) {
    for (const task of list ?? []) if (task.is_enabled) seen.set(task.task_id, task);
  }
  return [...seen.values()];
}

/** Create a task, and open any loaded task by its name. */
export function taskCommands(ctx: CommandContext): Command[] {
  const create: Command = {
    id: 'tasks.create',
    title: 'flow:commands.createTask',
    keywords: ['task', 'new', 'create', 'voice', 'chatbot', 'workflow', 'messaging', 'whatsapp'],
    group: 'tasks',
    icon: 'add',
    shortcut: 'tasks.create',
    enabled: mayBuild,
    // A read-only user sees why, instead of a refusal that talks about viewing.
    disabledReason: (c) => (canAccess(c.access, 'build.tasks', 'write').allowed ? null : messages.noManagePermission),
    run: (c) => c.navigate('/build/tasks?create=1'),
  };
  const open = !mayBuild(ctx)
    ? []
    : knownTasks(ctx.selection).map<Command>((task) => ({
        id: `tasks.open.${task.task_id}`,
        title: 'flow:commands.openTask',
        titleValues: { name: task.task_name },
        keywords: [task.task_name, String(task.task_id), task.task_type, ...task.tags],
        group: 'tasks',
        icon: 'flow-branch',
        run: (c) => c.navigate(`/build/callflow/${task.task_id}`),
      }));
  const importTask: Command = {
    id: 'tasks.import',
    title: 'transfer:commands.importTask',
    keywords: ['import', 'upload', 'task', 'file', 'export', 'move', 'account'],
    group: 'tasks',
    icon: 'import',
    shortcut: 'tasks.import',
    enabled: mayBuild,
    disabledReason: (c) => (canAccess(c.access, 'build.tasks', 'write').allowed ? null : messages.noManagePermission),
    run: (c) => c.navigate('/build/tasks?import=1'),
  };
  // Starting an export runs a job and keeps a file: it needs write, like the import.
  const exports = !mayBuild(ctx)
    ? []
    : knownTasks(ctx.selection).map<Command>((task) => ({
        id: `tasks.export.${task.task_id}`,
        title: 'transfer:commands.exportTask',
        titleValues: { name: task.task_name },
        keywords: ['export', 'download', 'file', task.task_name, String(task.task_id)],
        group: 'tasks',
        icon: 'export',
        disabledReason: (c) => (canAccess(c.access, 'build.tasks', 'write').allowed ? null : messages.noManagePermission),
        run: (c) => c.navigate(`/build/tasks?export=${task.task_id}`),
      }));
  // Run now and Schedule of a workflow task: a run changes data and sends messages, so both need write (spec 2 §7).
  const workflows = !mayBuild(ctx)
    ? []
    : knownTasks(ctx.selection)
        .filter((task) => task.task_type === 'workflow')
        .flatMap<Command>((task) =>
          (['run', 'schedule'] as const).map((action) => ({
            id: `tasks.${action === 'run' ? 'runWorkflow' : 'scheduleWorkflow'}.${task.task_id}`,
            title: action === 'run' ? 'run:commands.runWorkflow' : 'run:commands.scheduleWorkflow',
            titleValues: { name: task.task_name },
            keywords: [action, 'workflow', action === 'run' ? 'now' : 'schedule', task.task_name, String(task.task_id)],
            group: 'tasks',
            icon: action === 'run' ? 'play' : 'time',
            disabledReason: (c) => (canAccess(c.access, 'build.tasks', 'write').allowed ? null : messages.noManagePermission),
            run: (c) => c.navigate(`/build/tasks?${action}=${task.task_id}`),
          })),
        );
  // "Publish to library…", only when the user may publish at some level.
  const mayPublish = mayBuild(ctx) && publishLevels(ctx.access).length > 0;
  const publishes = !mayPublish
    ? []
    : knownTasks(ctx.selection).map<Command>((task) => ({
        id: `tasks.publish.${task.task_id}`,
        title: 'library:commands.publishTask',
        titleValues: { name: task.task_name },
        keywords: ['publish', 'library', 'template', 'share', task.task_name, String(task.task_id)],
        group: 'tasks',
        icon: 'book',
        run: (c) => c.navigate(`/build/tasks?publish=${task.task_id}`),
      }));
  const library: Command = {
    id: 'tasks.library',
    title: 'library:commands.openLibrary',
    keywords: ['library', 'template', 'discover', 'browse', 'task'],
    group: 'tasks',
    icon: 'book',
    enabled: mayBuild,
    run: (c) => c.navigate('/build/tasks/library'),
  };
  return [create, importTask, library, ...open, ...exports, ...workflows, ...publishes];
}

/** The task (if any) whose canvas is open: the map opens with it selected. */
const openTaskId = () => /^\/build\/callflow\/(\d+)/.exec(typeof location === 'undefined' ? '' : location.pathname)?.[1] ?? null;

/** Opens the task map from anywhere in the account: the task list, the canvas (at its task), the palette. */
export function taskMapCommand(ctx: CommandContext): Command {
  const route = findRoute(ctx.routes, '/build/tasks/map');
  return {
    id: 'tasks.map',
    title: 'taskmap:commands.open',
    keywords: ['task map', 'graph', 'links', 'link task', 'dependencies', 'collection', 'recursion', 'campaign'],
    group: 'tasks',
    icon: 'graph',
    shortcut: 'tasks.map',
    // Behind the callflow-visualiser flag: off, or not known yet, hides it.
    enabled: (c) =>
      !!route && decide(route, c.access).allowed && c.selection.acId !== 'all' && cachedFlagOn(c.selection, gatingFlags.taskMap),
    run: (c) => {
      const task = openTaskId();
      c.navigate(task ? `/build/tasks/map?task=${task}` : '/build/tasks/map');
    },
  };
}
