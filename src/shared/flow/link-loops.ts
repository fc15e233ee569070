import type { FlowNode } from '../api/flow';
import { fill, messages } from '../messages';
import type { TaskProblem } from './validate-task';

/** Which tasks each task links to through its link_task nodes. */
export type TaskLinks = ReadonlyMap<number, ReadonlySet<number>>;

/**
 * The chain of tasks a link from `fromTaskId` to `toTaskId` comes back through: [from, to, …, from]; null when the
 * link does not come back (the shortest chain is given, so the message names as few tasks as possible).
 */
export function findLinkLoop(links: TaskLinks, fromTaskId: number, toTaskId: number): number[] | null {
  if (fromTaskId === toTaskId) return [fromTaskId, fromTaskId];
  const previous = new Map<number, number>([[toTaskId, fromTaskId]]);
  const queue = [toTaskId];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of links.get(at) ?? []) {
      if (next === fromTaskId) {
        const chain = [fromTaskId];
        for (let t: number | undefined = at; t !== undefined && t !== fromTaskId; t = previous.get(t)) chain.splice(1, 0, t);
        return [...chain, fromTaskId];
      }
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The task's link_task nodes whose target links back to it, as errors on those nodes (names of the chain given). */
export function linkLoopProblems(
  taskId: number,
  nodes: readonly FlowNode[],
  links: TaskLinks,
  nameOf: (taskId: number) => string,
): TaskProblem[] {
  const out: TaskProblem[] = [];
  for (const node of nodes) {
    if (node.node_type !== 'link_task') continue;
    const target = (node.config as { task_id?: unknown }).task_id;
    if (typeof target !== 'number') continue;
    const chain = findLinkLoop(links, taskId, target);
    if (!chain) continue;
    const message = fill(messages.run.linkLoops, { tasks: chain.map(nameOf).join(' → ') });
    out.push({ node_id: node.node_id, node_name: node.node_name, path: 'task_id', message, severity: 'error' });
  }
  return out;
}
