import { describe, expect, it } from 'vitest';
import { applyNodeDelta, diffNodes } from '@shared/flow';
import { nodesAfterChange } from '@client/features/authoring/callflow/delta';
import { n } from './fixtures';

const before = [
  n(1, 'start', null),
  n(2, 'prompt', 1),
  n(3, 'goto', 2, { goto_node: { goto_node_id: 2, goto_node_name: 'prompt 2' } }),
  n(4, 'hangup', 2),
];

describe('node deltas (X-Node-Answer: delta)', () => {
  it('names the touched, new and changed nodes and the removed ids; applied, it gives the list after the edit', () => {
    // Node 2 renamed (touched), so goto 3's derived name changes (a new object); 4 removed; 5 added; 1 is the same object.
    const after = [
      before[0],
      { ...before[1], node_name: 'Welcome' },
      { ...before[2], goto_node: { goto_node_id: 2, goto_node_name: 'Welcome' } },
      n(5, 'hangup', 2),
    ];
    const delta = diffNodes(before, after, new Set([2, 4, 5]));
    expect(delta.changed.map((x) => x.node_id)).toEqual([2, 3, 5]);
    expect(delta.removed).toEqual([4]);
    expect(applyNodeDelta(before, delta)).toEqual(after);
  });

  it('applied, equals the list filtered, joined and sorted again: new ids after the others, a lower one (a node put back) in its place', () => {
    const whole = (nodes: typeof before, changed: typeof before, removed: number[]) => {
      const gone = new Set([...removed, ...changed.map((x) => x.node_id)]);
      return [...nodes.filter((x) => !gone.has(x.node_id)), ...changed].sort((a, b) => a.node_id - b.node_id);
    };
    const list = [n(1, 'start', null), n(3, 'prompt', 1), n(6, 'prompt', 3), n(9, 'hangup', 6)];
    const cases: { changed: typeof before; removed: number[] }[] = [
      { changed: [n(10, 'prompt', 9), n(11, 'hangup', 10)], removed: [] },
      { changed: [{ ...list[1], node_name: 'Renamed' }, n(12, 'prompt', 3)], removed: [9] },
      { changed: [n(2, 'prompt', 1), n(5, 'prompt', 3)], removed: [6] },
      { changed: [{ ...list[2], node_name: 'Back' }], removed: [6] },
      { changed: [], removed: [1, 3, 6, 9] },
    ];
    for (const c of cases) {
      const got = applyNodeDelta(list, c);
      expect(got).toEqual(whole(list, c.changed, c.removed));
      expect(got.filter((x) => list.includes(x)).length).toBe(
        list.filter((x) => !c.removed.includes(x.node_id) && !c.changed.some((y) => y.node_id === x.node_id)).length,
      );
    }
  });

  it('leaves out a node that is a new object with the same content and was not touched', () => {
    const after = before.map((x) => ({ ...x }));
    expect(diffNodes(before, after, new Set())).toEqual({ changed: [], removed: [] });
  });

  it('the canvas applies a delta only to the list of the revision it was made on, else asks for a reload', () => {
    const whole = { node: { data: null }, canvas: { data: null }, nodes_reference_other_tasks: [], nodes: { data: before }, revision: 7 };
    expect(nodesAfterChange(99, undefined, whole)).toBe(before);
    const delta = { base_revision: 7, revision: 8, changed: [n(5, 'hangup', 2)], removed: [4] };
    const answer = { node: { data: null }, canvas: { data: null }, nodes_reference_other_tasks: [], delta, revision: 8 };
    expect(nodesAfterChange(99, before, answer)?.map((x) => x.node_id)).toEqual([1, 2, 3, 5]);
    // The same delta again: the list is at 8 now, not 7.
    expect(nodesAfterChange(99, before, answer)).toBeNull();
    expect(nodesAfterChange(99, undefined, { ...answer, delta: { ...delta, base_revision: 8, revision: 9 } })).toBeNull();
    expect(nodesAfterChange(99, before, undefined)).toBeNull();
  });
});
