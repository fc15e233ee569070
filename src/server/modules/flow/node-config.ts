import { hasErrors, lookupFrom, validateNodeConfig, type AnyNodeDefinition, type ContentModel, type ContentRef } from '@shared/plugin-api';
import type { TaskType } from '@shared/api/flow';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import type { TaskState } from './state';

/** The references of a config whose existence the server can tell, looked up in one go per model. */
async function existingRefs(db: Db, acId: number, state: TaskState, refs: readonly ContentRef[]): Promise<ContentRef[]> {
  const ids = (model: ContentModel) => [...new Set(refs.filter((r) => r.model === model).map((r) => r.id))];
  const found: ContentRef[] = [];
  const prompts = ids('prompt');
  if (prompts.length) {
    const rows = await db.selectFrom('prompts').select('prompt_id').where('ac_id', '=', acId).where('is_enabled', '=', 1).where('prompt_id', 'in', prompts).execute();
    found.push(...rows.map((r) => ({ model: 'prompt' as const, id: r.prompt_id })));
  }
  const variables = ids('variable');
  if (variables.includes(-1)) found.push({ model: 'variable', id: -1 });
  if (variables.length) {
    const rows = await db.selectFrom('variables').select('variable_id').where('ac_id', '=', acId).where('is_enabled', '=', 1).where('variable_id', 'in', variables).execute();
    found.push(...rows.map((r) => ({ model: 'variable' as const, id: r.variable_id })));
  }
  const tasks = ids('task');
  if (tasks.length) {
    const rows = await db.selectFrom('tasks').select('task_id').where('ac_id', '=', acId).where('is_enabled', '=', 1).where('task_id', 'in', tasks).execute();
    found.push(...rows.map((r) => ({ model: 'task' as const, id: r.task_id })));
  }
  for (const id of ids('node')) if (state.graph.byId.has(id)) found.push({ model: 'node', id });
  return found;
}

/**
 * The plugin's schema and validate() on the server, with the account's content looked up: the first error
 * diagnostic refuses with 422 ('path: message'). Answers the parsed config.
 */
export async function checkNodeConfig(db: Db, acId: number, state: TaskState, def: AnyNodeDefinition, raw: unknown, features: readonly string[]) {
  const first = def.config.safeParse(raw ?? def.defaults());
  const refs = first.success ? def.references(first.data) : [];
  const found = await existingRefs(db, acId, state, refs);
  const ctx = {
    taskType: state.task.task_type as TaskType,
    taskId: state.task.task_id,
    features,
    exists: lookupFrom(found, ['prompt', 'variable', 'task', 'node']),
  };
  const result = validateNodeConfig<Record<string, unknown>>(def, raw ?? def.defaults(), ctx);
  if (hasErrors(result.diagnostics) || !result.config) {
    const d = result.diagnostics.find((x) => x.severity === 'error')!;
    throw unprocessable(d.path ? `${d.path}: ${d.message}` : d.message);
  }
  return result.config;
}
