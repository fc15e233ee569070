import { hasErrors, lookupFrom, validateNodeConfig, type AnyNodeDefinition } from '@shared/plugin-api';
import type { TaskType } from '@shared/api/flow';
import type { Db } from '../../../db/index';
import { unprocessable } from '../../../http/errors';
import { checkedModels, existingRefs } from '../model/content-lookup';
import type { TaskState } from '../model/state';
import { accountFacts } from '../../voices/plan-offer';

/**
 * The plugin's schema and validate() on the server, with the account's content looked up: the first error
 * diagnostic refuses with 422 ('path: message'). A reference to another account's content, or to deleted
 * or archived content, is reported by the plugin as gone. Answers the parsed config.
 */
export async function checkNodeConfig(
  db: Db,
  acId: number,
  state: TaskState,
  def: AnyNodeDefinition,
  raw: unknown,
  features: readonly string[],
) {
  const first = def.config.safeParse(raw ?? def.defaults());
  const refs = first.success ? def.references(first.data) : [];
  const found = await existingRefs(db, acId, state, refs);
  const ctx = {
    taskType: state.task.task_type as TaskType,
    taskId: state.task.task_id,
    features,
    exists: lookupFrom(found, checkedModels),
  };
  const result = validateNodeConfig<Record<string, unknown>>(def, raw ?? def.defaults(), ctx);
  if (hasErrors(result.diagnostics) || !result.config) {
    const d = result.diagnostics.find((x) => x.severity === 'error')!;
    throw unprocessable(d.path ? `${d.path}: ${d.message}` : d.message);
  }
  // Then the type's own checks of what only the server knows (a voice the account's plan does not include).
  const refused = (await def.serverCheck?.(result.config, accountFacts(db, acId)))?.find((x) => x.severity === 'error');
  if (refused) {
    const line = refused.path ? `${refused.path}: ${refused.message}` : refused.message;
    throw unprocessable(line, [line]);
  }
  return result.config;
}
