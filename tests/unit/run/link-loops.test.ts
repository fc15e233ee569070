import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { findLinkLoop, linkLoopProblems } from '@shared/flow';

const links = new Map<number, Set<number>>([
  [1, new Set([2])],
  [2, new Set([3, 5])],
  [3, new Set([1])],
  [4, new Set([4])],
]);

describe('recursive links between tasks', () => {
  it('finds the shortest chain a link comes back through, or none', () => {
    expect(findLinkLoop(links, 1, 2)).toEqual([1, 2, 3, 1]);
    expect(findLinkLoop(links, 3, 1)).toEqual([3, 1, 2, 3]);
    expect(findLinkLoop(links, 1, 1)).toEqual([1, 1]);
    expect(findLinkLoop(links, 1, 5)).toBeNull();
    expect(findLinkLoop(links, 6, 4)).toBeNull();
  });

  it('reports each looping link_task node as an error naming the tasks of the chain', () => {
    const node = (node_id: number, task_id: unknown) =>
      ({ node_id, node_name: `Link ${node_id}`, node_type: 'link_task', config: { task_id } }) as unknown as FlowNode;
    const names: Record<number, string> = { 1: 'Main', 2: 'Billing', 3: 'Support' };
    const problems = linkLoopProblems(1, [node(10, 2), node(11, 5), node(12, null)], links, (id) => names[id]);
    expect(problems).toEqual([
      {
        node_id: 10,
        node_name: 'Link 10',
        path: 'task_id',
        severity: 'error',
        message: 'This link comes back to this task (Main → Billing → Support → Main); a task may not link to itself.',
      },
    ]);
  });
});
