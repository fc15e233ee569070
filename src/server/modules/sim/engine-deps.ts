import type { EngineDeps, TaskFlow } from '@shared/engine';
import type { TaskType } from '@shared/api/flow';
import { limits } from '@shared/limits';
import { registry } from '@plugins/registry';
import type { Db } from '../../db/index';
import { canvasToApi, parseJson } from '../flow/rows';
import { loadCanvases, loadNodes } from '../flow/state';
import { engineHttp } from './http';

/** A task of the account as the engine runs it; null when the account has no such enabled task. */
export async function loadFlow(db: Db, acId: number, taskId: number): Promise<TaskFlow | null> {
  const task = await db.selectFrom('tasks').select(['task_id', 'task_type']).where('task_id', '=', taskId).where('ac_id', '=', acId).where('is_enabled', '=', 1).executeTakeFirst();
  if (!task) return null;
  const canvases = (await loadCanvases(db, taskId)).filter((c) => c.is_enabled === 1).map(canvasToApi);
  return { taskId, taskType: task.task_type as TaskType, canvases, nodes: await loadNodes(db, acId, taskId) };
}

/**
 * The engine's dependencies for one account: its tasks, its prompts and its time zone. Nothing of another
 * account can be reached: every load is filtered by the account.
 */
export async function engineDeps(db: Db, acId: number, options: { allowPrivateHosts: boolean }): Promise<EngineDeps> {
  const account = await db.selectFrom('accounts').select('ac_setting').where('ac_id', '=', acId).executeTakeFirst();
  const settings = parseJson<{ default_timezone?: string | null }>(account?.ac_setting, {});
  return {
    registry,
    load: (taskId) => loadFlow(db, acId, taskId),
    services: {
      timeZone: settings.default_timezone || limits.defaultTimezone,
      now: () => Date.now(),
      http: engineHttp(options.allowPrivateHosts),
      async promptTexts(promptId) {
        const row = await db.selectFrom('prompts').select('texts').where('prompt_id', '=', promptId).where('ac_id', '=', acId).where('is_enabled', '=', 1).executeTakeFirst();
        return row ? parseJson<{ language: string; text: string }[]>(row.texts, []) : null;
      },
    },
  };
}
