import { describe, expect, it } from 'vitest';
import { checkDrag, dragCutType, sameNodeRef } from '@shared/flow';
import { editable, graphOf, n, ref, voiceFlow } from './fixtures';

const nodes = voiceFlow();
const g = graphOf(nodes);
const drag = (id: number, access = editable, branchSelected = false) =>
  checkDrag({ graph: g, access, item: ref(nodes, id), branchSelected });

describe('drag rules (spec 2 §5)', () => {
  it('is blocked for a protected task', () => {
    expect(drag(7, { protected: 1, readOnly: false })).toEqual({
      ok: false,
      title: 'Drag disabled',
      message: 'This task is protected. Unlock it to make changes.',
    });
  });

  it('is blocked for a read-only user', () => {
    expect(drag(7, { protected: 0, readOnly: true })).toEqual({
      ok: false,
      title: 'Drag disabled',
      message: 'You do not have permission to manage this item',
    });
  });

  it("refuses system nodes with 'Drag disabled' / 'Cannot drag system nodes'", () => {
    for (const id of [1, 4, 6]) expect(drag(id)).toEqual({ ok: false, title: 'Drag disabled', message: 'Cannot drag system nodes' });
  });

  it("refuses dummy nodes with 'Drag disabled' / 'Invalid selection for drag'", () => {
    const dummy = { kind: 'condition_dummy' as const, nodeId: 3, parentId: 3 };
    expect(checkDrag({ graph: g, access: editable, item: dummy, branchSelected: false })).toEqual({
      ok: false,
      title: 'Drag disabled',
      message: 'Invalid selection for drag',
    });
    const withDummy = [...nodes, n(30, 'prompt', 2, { category: 'dummy' })];
    expect(checkDrag({ graph: graphOf(withDummy), access: editable, item: ref(withDummy, 30), branchSelected: false })).toEqual({
      ok: false,
      title: 'Drag disabled',
      message: 'Invalid selection for drag',
    });
  });

  it("refuses a node whose parent is the Otherwise condition with 'Invalid selection for drag'", () => {
    expect(drag(9)).toEqual({ ok: false, title: 'Drag disabled', message: 'Invalid selection for drag' });
    expect(drag(9, editable, true)).toEqual({ ok: false, title: 'Drag disabled', message: 'Invalid selection for drag' });
  });

  it('allows other nodes and tells the cut type', () => {
    expect(drag(7)).toEqual({ ok: true, cutType: 'cut_node' });
    expect(drag(2)).toEqual({ ok: true, cutType: 'cut_node' });
  });
});

describe('drag is a cut: its type (spec 2 §4)', () => {
  it('is cut_node for a single node', () => {
    expect(dragCutType(g, ref(nodes, 7), false)).toBe('cut_node');
  });
  it('is cut_branch when a branch is selected', () => {
    expect(dragCutType(g, ref(nodes, 7), true)).toBe('cut_branch');
  });
  it('is cut_branch for a multiple-child node', () => {
    expect(dragCutType(g, ref(nodes, 3), false)).toBe('cut_branch');
  });
  it('is cut_branch for a same-node copy', () => {
    expect(dragCutType(g, sameNodeRef(8, 5), false)).toBe('cut_branch');
  });
});
