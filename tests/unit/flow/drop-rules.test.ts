import { describe, expect, it } from 'vitest';
import { checkDrop, sameNodeRef, type Dragged } from '@shared/flow';
import { graphOf, n, ref, registry, voiceFlow } from './fixtures';

const refused = { ok: false, message: 'Cannot drop here' };
const allowed = { ok: true };
const nodes = voiceFlow();
const g = graphOf(nodes);
const drop = (targetId: number, dragged: Dragged, graph = g, list = nodes) =>
  checkDrop({ graph, registry, target: ref(list, targetId), dragged });
const newNode = (nodeType: string): Dragged => ({ kind: 'new', nodeType });
const move = (id: number, branchSelected = false): Dragged => ({ kind: 'move', item: ref(nodes, id), branchSelected });

describe('drop rules (spec 2 §5)', () => {
  it('allows a new node onto a one-child node, onto a system node and onto an empty condition', () => {
    expect(drop(2, newNode('prompt'))).toEqual(allowed);
    expect(drop(1, newNode('prompt'))).toEqual(allowed);
    expect(drop(5, newNode('prompt'))).toEqual(allowed);
  });

  it("refuses 'Cannot drop here' onto a dummy condition child", () => {
    const dummy = { kind: 'condition_dummy' as const, nodeId: 3, parentId: 3 };
    expect(checkDrop({ graph: g, registry, target: dummy, dragged: newNode('prompt') })).toEqual(refused);
    const stored = [...nodes, n(30, 'prompt', 2, { category: 'dummy' })];
    expect(drop(30, newNode('prompt'), graphOf(stored), stored)).toEqual(refused);
  });

  it("refuses 'Cannot drop here' onto a same-node copy", () => {
    expect(checkDrop({ graph: g, registry, target: sameNodeRef(8, 5), dragged: newNode('prompt') })).toEqual(refused);
  });

  it("refuses 'Cannot drop here' onto targets that are neither one-child nor system", () => {
    expect(drop(3, newNode('prompt'))).toEqual(refused); // multiple_child
    expect(drop(8, newNode('prompt'))).toEqual(refused); // no_child
  });

  it("refuses 'Cannot drop here' onto the node's own parent", () => {
    expect(drop(4, move(7))).toEqual(refused);
  });

  it("refuses 'Cannot drop here' onto the node itself", () => {
    expect(drop(7, move(7))).toEqual(refused);
  });

  it("refuses 'Cannot drop here' onto a descendant of a multiple-child node being moved", () => {
    expect(drop(7, move(3))).toEqual(refused);
    expect(drop(5, move(3))).toEqual(refused);
  });

  it("refuses 'Cannot drop here' onto a descendant of a branch being moved", () => {
    expect(drop(7, move(2, true))).toEqual(refused);
  });

  it("refuses 'Cannot drop here' when the node's parents include the non-removable Otherwise", () => {
    expect(drop(5, move(9))).toEqual(refused);
    expect(drop(5, move(9, true))).toEqual(refused);
  });

  it('allows moving a node or a branch elsewhere', () => {
    expect(drop(5, move(7))).toEqual(allowed);
    expect(drop(5, move(7, true))).toEqual(allowed);
    expect(drop(11, move(7))).toEqual(allowed);
  });

  it("refuses a leaf-only type ('Cannot drop here') onto a node that is not a leaf, and allows it on a leaf", () => {
    for (const type of ['hangup', 'goto', 'messaging_reply']) {
      expect(drop(2, newNode(type))).toEqual(refused);
      expect(drop(5, newNode(type))).toEqual(allowed);
      expect(drop(11, newNode(type))).toEqual(allowed);
    }
  });

  it('applies leaf-only to a type that can have children itself (sleep)', () => {
    const withSleep = registry;
    expect(withSleep.require('sleep').category).toBe('one_child');
    expect(checkDrop({ graph: g, registry: withSleep, target: ref(nodes, 2), dragged: newNode('sleep') })).toEqual(refused);
    expect(checkDrop({ graph: g, registry: withSleep, target: ref(nodes, 5), dragged: newNode('sleep') })).toEqual(allowed);
    expect(checkDrop({ graph: g, registry: withSleep, target: ref(nodes, 2), dragged: newNode('prompt') })).toEqual(allowed);
  });

  it('refuses moving a leaf-only node above other nodes', () => {
    expect(drop(2, move(8))).toEqual(refused);
    expect(drop(5, move(8))).toEqual(allowed);
  });

  it('refuses a branch without a free end onto a node that has a child', () => {
    // 7 prompt → 8 hangup ends in a leaf-only node: nothing could continue the path below node 2
    expect(drop(2, move(7, true))).toEqual(refused);
  });

  it('refuses a system type from the palette', () => {
    expect(drop(5, newNode('start'))).toEqual(refused);
    expect(drop(5, newNode('condition_label'))).toEqual(refused);
    expect(drop(5, newNode('no_such_type'))).toEqual(refused);
  });

  it('refuses moving a system node', () => {
    expect(drop(11, move(4))).toEqual(refused);
  });
});
