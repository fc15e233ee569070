import { canAccess } from '@shared/access/engine';
import type { Task } from '@shared/api/flow';
import { api } from '../api/http';
import { kindAllowed, namedIn } from './paletteQuery';
import { registerSearchProvider } from './searchProviders';
import type { Command } from './types';

const taskKinds = ['task', 'call flow', 'flow'];
const perSearch = 8;

/** Task search: the selected account's tasks of every type whose name, id or tag matches ('retail main line', 'open task 12'). */
registerSearchProvider({
  id: 'tasks',
  enabled: (ctx) => ctx.selection.acId !== 'all' && canAccess(ctx.access, 'build.tasks', 'read').allowed,
  async search(query, _ctx, signal) {
    const named = namedIn(query, taskKinds);
    if (!named.name || !kindAllowed(named, taskKinds)) return [];
    const found = await api<Task[]>('/studio/tasks', {
      signal,
      query: { task_type: 'all', search: named.name, fetch_all: 0, page: 1, per_page: perSearch },
    });
    return found.map<Command>((task) => ({
      id: `tasks.open.${task.task_id}`,
      title: 'flow:commands.openTask',
      titleValues: { name: task.task_name },
      keywords: [task.task_name, String(task.task_id), task.task_type, 'task', ...task.tags],
      group: 'tasks',
      icon: 'flow-branch',
      run: (c) => c.navigate(`/build/callflow/${task.task_id}`),
    }));
  },
});
