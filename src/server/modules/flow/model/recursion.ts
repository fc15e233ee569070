import type { Db } from '../../../db/index';
import { parseJson } from './rows';
import { accountRows } from '../../../http/tenant-repo';

/** Which tasks each enabled task of the account links to through its link_task nodes. */
export async function taskLinks(db: Db, acId: number): Promise<Map<number, Set<number>>> {
  const rows = await accountRows(db, acId)
    .selectFrom('nodes')
    .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
    .select(['nodes.task_id', 'nodes.config'])
    .where('nodes.node_type', '=', 'link_task')
    .where('tasks.is_enabled', '=', 1)
    .execute();
  const links = new Map<number, Set<number>>();
  for (const row of rows) {
    const target = parseJson<Record<string, unknown>>(row.config, {}).task_id;
    if (typeof target !== 'number') continue;
    if (!links.has(row.task_id)) links.set(row.task_id, new Set());
    links.get(row.task_id)!.add(target);
  }
  return links;
}

/** Linking from → to loops when `to` is `from` or reaches `from` through its own link_task chain. */
export async function linkWouldLoop(db: Db, acId: number, fromTaskId: number, toTaskId: number): Promise<boolean> {
  if (fromTaskId === toTaskId) return true;
  const links = await taskLinks(db, acId);
  const seen = new Set<number>([toTaskId]);
  const queue = [toTaskId];
  while (queue.length > 0) {
    for (const next of links.get(queue.shift()!) ?? []) {
      if (next === fromTaskId) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

/** The tasks that may not be linked from `fromTaskId`: itself and every task whose link chain reaches it. */
export async function loopingTargets(db: Db, acId: number, fromTaskId: number): Promise<Set<number>> {
  const links = await taskLinks(db, acId);
  const reverse = new Map<number, number[]>();
  for (const [from, targets] of links) for (const to of targets) reverse.set(to, [...(reverse.get(to) ?? []), from]);
  const out = new Set<number>([fromTaskId]);
  const queue = [fromTaskId];
  while (queue.length > 0) {
    for (const prev of reverse.get(queue.shift()!) ?? []) {
      if (!out.has(prev)) {
        out.add(prev);
        queue.push(prev);
      }
    }
  }
  return out;
}
