import type { PlatformRead } from '@shared/api/platform';
import type { Db } from '../../db/index';
import { parseJson } from '../tenancy/rows';

/** Node types whose settings name contact-center skills (`skills`: the plugins' shared skills shape). */
export const skillNodeTypes = [
  'enqueue',
  'add_to_queue',
  'dequeue',
  'check_waiter',
  'queue_callback',
  'five9_transfer',
  'screenpop_transfer',
];
/** Node types whose settings name a disposition. */
const dispositionNodeTypes = ['disposition', 'dispose_end_call'];

export interface NamedUse {
  name: string;
  tasks: { task_id: number; task_name: string; ac_id: number }[];
}

/** The names the accounts' enabled tasks give a setting (skills, a disposition), each with the tasks that use it. */
export async function namesInTasks(db: Db, acIds: number[], nodeTypes: string[], field: string): Promise<NamedUse[]> {
  if (!acIds.length) return [];
  const nodes = await db
    .selectFrom('nodes')
    .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
    .select(['nodes.config', 'tasks.task_id', 'tasks.task_name', 'tasks.ac_id'])
    .where('nodes.ac_id', 'in', acIds)
    .where('tasks.is_enabled', '=', 1)
    .where('nodes.node_type', 'in', nodeTypes)
    .execute();
  const byName = new Map<string, { name: string; tasks: Map<number, NamedUse['tasks'][number]> }>();
  for (const node of nodes) {
    const value = parseJson<Record<string, unknown>>(node.config, {})[field];
    for (const name of Array.isArray(value) ? value : [value]) {
      if (typeof name !== 'string' || !name.trim()) continue;
      const key = name.trim().toLowerCase();
      const entry = byName.get(key) ?? byName.set(key, { name: name.trim(), tasks: new Map() }).get(key)!;
      entry.tasks.set(node.task_id, { task_id: node.task_id, task_name: node.task_name, ac_id: node.ac_id });
    }
  }
  return [...byName.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ name: s.name, tasks: [...s.tasks.values()].sort((a, b) => a.task_name.localeCompare(b.task_name)) }));
}

/**
 * The offline fallback of a read, for a provider without a platform: what the studio's own tables know — the skills
 * and dispositions its tasks name; nothing of the platform's users, variables or knowledge distiller.
 */
export async function studioList(db: Db, acIds: number[], kind: PlatformRead): Promise<Record<string, unknown>[]> {
  if (kind === 'skills') return (await namesInTasks(db, acIds, skillNodeTypes, 'skills')).map((s) => ({ name: s.name }));
  if (kind === 'dispositions') return (await namesInTasks(db, acIds, dispositionNodeTypes, 'disposition')).map((s) => ({ name: s.name }));
  return [];
}
