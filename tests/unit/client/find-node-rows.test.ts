import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { findNodeRows, pathDepth, shownPath } from '@client/features/authoring/callflow/findNodeRows';

const node = (node_id: number, pid: number | null, node_name: string, node_type = 'prompt') =>
  ({ node_id, pid, node_name, node_type }) as FlowNode;

describe('find-node rows', () => {
  const nodes = [
    node(1, null, 'Start', 'start'),
    node(2, 1, 'Menu', 'menu'),
    node(3, 2, '1: Orders', 'condition_label'),
    node(4, 3, 'Goodbye', 'hangup'),
    node(5, 2, 'Goodbye', 'hangup'),
  ];
  it('leaves out branch labels and gives each node the names above it, below Start', () => {
    const rows = findNodeRows(nodes);
    expect(rows.map((r) => r.node.node_id)).toEqual([1, 2, 4, 5]);
    expect(rows.find((r) => r.node.node_id === 4)!.path).toEqual(['Menu', '1: Orders']);
    expect(rows.find((r) => r.node.node_id === 5)!.path).toEqual(['Menu']);
    expect(rows[0].path).toEqual([]);
  });
  it('keeps the nearest ancestors of a deep canvas, in one pass however deep', () => {
    const deep = [node(1, null, 'Start', 'start'), ...Array.from({ length: 20000 }, (_, i) => node(i + 2, i + 1, `Step ${i + 2}`))];
    const rows = findNodeRows(deep);
    const last = rows[rows.length - 1];
    expect(last.path).toHaveLength(pathDepth);
    expect(last.path.at(-1)).toBe('Step 20000');
    expect(last.path[0]).toBe(`Step ${20001 - pathDepth}`);
    expect(rows[2].path).toEqual(['Step 2']);
  });
  it('stops a path at a loop instead of walking it forever', () => {
    const rows = findNodeRows([node(1, null, 'Start', 'start'), node(2, 3, 'A'), node(3, 2, 'B')]);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.node.node_id === 2)!.path.length).toBeLessThanOrEqual(2);
  });
  it('shows the nearest three ancestors, an ellipsis for the rest', () => {
    expect(shownPath(['a', 'b', 'c', 'd'])).toBe('… › b › c › d');
    expect(shownPath(['a', 'b'])).toBe('a › b');
  });
});
