import { describe, expect, it } from 'vitest';
import { checkRemoval, sameNodeRef, type RemovalOp } from '@shared/flow';
import type { PayloadScope } from '@shared/flow';
import { cond, graphOf, n, ref, voiceFlow } from './fixtures';

const nodes = voiceFlow();
const g = graphOf(nodes);
const texts: Record<RemovalOp, { title: string; message: string }> = {
  cut: { title: 'Cut Paste not permitted', message: 'Selected node/s cannot be cut' },
  unlink: { title: 'Unlinking not permitted', message: 'Selected node/s cannot be unlinked' },
  delete: { title: 'Delete Not Permitted', message: 'Selected node/s cannot be deleted' },
};
const ops: RemovalOp[] = ['cut', 'unlink', 'delete'];
const check = (id: number, op: RemovalOp, scope: PayloadScope, list = nodes) =>
  checkRemoval({ graph: graphOf(list), item: ref(list, id), op, scope });

/** 20 decision, Otherwise (22) → 23 hangup (a leaf) */
const leafUnderOtherwise = [
  n(1, 'start', null),
  n(20, 'decision', 1),
  cond(21, 20, 'condition_1', 'Condition 1', 0),
  cond(22, 20, 'otherwise', 'Otherwise', 1),
  n(23, 'hangup', 22),
];

describe('cut, unlink and delete rules (spec 2 §5)', () => {
  for (const op of ops) {
    it(`refuses to ${op} a branch that would leave the Otherwise path empty: '${texts[op].title}' / '${texts[op].message}'`, () => {
      expect(check(9, op, 'branch')).toEqual({ ok: false, ...texts[op] });
    });

    it(`refuses to ${op} a leaf node under Otherwise: '${texts[op].message}'`, () => {
      expect(check(23, op, 'node', leafUnderOtherwise)).toEqual({ ok: false, ...texts[op] });
    });

    it(`allows to ${op} a node under Otherwise when the path below moves up into its place`, () => {
      expect(check(9, op, 'node')).toEqual({ ok: true });
    });

    it(`refuses to ${op} a system node`, () => {
      expect(check(1, op, 'node')).toEqual({ ok: false, ...texts[op] });
      expect(check(6, op, 'branch')).toEqual({ ok: false, ...texts[op] });
    });

    it(`refuses to ${op} a dummy condition`, () => {
      expect(checkRemoval({ graph: g, item: { kind: 'condition_dummy', nodeId: 3, parentId: 3 }, op, scope: 'node' })).toEqual({
        ok: false,
        ...texts[op],
      });
    });

    it(`allows to ${op} nodes and branches elsewhere`, () => {
      expect(check(7, op, 'branch')).toEqual({ ok: true });
      expect(check(8, op, 'node')).toEqual({ ok: true });
      expect(check(3, op, 'branch')).toEqual({ ok: true });
    });
  }

  it('refuses to remove the only same-node copy under Otherwise, allows it elsewhere', () => {
    const list = [...leafUnderOtherwise.filter((x) => x.node_id !== 23), n(23, 'hangup', 21, { connector_parent: [22] })];
    const graph = graphOf(list);
    expect(checkRemoval({ graph, item: sameNodeRef(23, 22), op: 'unlink', scope: 'node' })).toEqual({ ok: false, ...texts.unlink });
    expect(checkRemoval({ graph, item: ref(list, 23), op: 'delete', scope: 'node' })).toEqual({ ok: false, ...texts.delete });
    expect(checkRemoval({ graph: g, item: sameNodeRef(8, 5), op: 'delete', scope: 'node' })).toEqual({ ok: true });
  });

  it('refuses a multiple-child node alone under Otherwise when its own Otherwise is empty', () => {
    const list = [...leafUnderOtherwise.filter((x) => x.node_id !== 23), n(30, 'menu', 22), cond(31, 30, 'otherwise', 'Otherwise', 0)];
    expect(check(30, 'delete', 'node', list)).toEqual({ ok: false, ...texts.delete });
    const withPath = [...list, n(32, 'prompt', 31)];
    expect(check(30, 'delete', 'node', withPath)).toEqual({ ok: true });
  });
});
