import { describe, expect, it } from 'vitest';
import { buildTree } from '@shared/flow';
import { decideDrop, dragStartRefusal, dropAllowed, type DragPayload } from '@client/features/authoring/callflow/dnd/dragModel';
import type { RuleContext } from '@client/features/authoring/callflow/refusals';
import { canvas, n, registry, voiceFlow } from '../flow/fixtures';

const tree = buildTree([...voiceFlow(), n(13, 'prompt', 2, { connector_parent: [7] })], canvas());
const ctx = (access = { protected: 0, readOnly: false }): RuleContext => ({
  task: { task_id: 1, task_type: 'voice' },
  tree,
  registry,
  access,
});
const at = (key: string) => tree.byKey.get(key)!;
const palette = (nodeType: string): DragPayload => ({ kind: 'new', nodeType });
const move = (key: string, branch = false): DragPayload => ({ kind: 'move', key, branch });
const cannotDrop = { kind: 'refuse', refusal: { ok: false, message: 'Cannot drop here' } };

describe('dropping a palette item (spec 2 §2, §5)', () => {
  it('opens the editor with new for the type after the drop box node', () => {
    expect(decideDrop(ctx(), palette('prompt'), at('n2'))).toEqual({ kind: 'new', nodeType: 'prompt', pid: 2 });
    expect(decideDrop(ctx(), palette('prompt'), at('n5'))).toEqual({ kind: 'new', nodeType: 'prompt', pid: 5 });
  });

  it("answers 'Cannot drop here' where the drop rules forbid it", () => {
    expect(decideDrop(ctx(), palette('prompt'), at('n3'))).toEqual(cannotDrop); // multiple-child
    expect(decideDrop(ctx(), palette('prompt'), at('n8'))).toEqual(cannotDrop); // no-child
    expect(decideDrop(ctx(), palette('hangup'), at('n2'))).toEqual(cannotDrop); // leaf-only above a node
    expect(decideDrop(ctx(), palette('prompt'), at('s13@7'))).toEqual(cannotDrop); // same-node copy
    expect(dropAllowed(ctx(), palette('hangup'), at('n5'))).toBe(true);
    expect(dropAllowed(ctx(), palette('hangup'), at('n2'))).toBe(false);
  });

  it('refuses to start a drag in a read-only task', () => {
    expect(dragStartRefusal(ctx({ protected: 1, readOnly: false }), palette('prompt'))?.message).toBe(
      'This task is protected. Unlock it to make changes.',
    );
    expect(decideDrop(ctx({ protected: 0, readOnly: true }), palette('prompt'), at('n2')).kind).toBe('refuse');
  });
});

describe('dragging a node is a cut and paste (spec 2 §4, §5)', () => {
  it('moves a node with cut_node, and a branch (Shift) or a multiple-child node with cut_branch', () => {
    const node = decideDrop(ctx(), move('n7'), at('n5'));
    expect(node).toMatchObject({
      kind: 'move',
      pid: 5,
      movedId: 7,
      clipboard: { type: 'cut_node', source_node_id: 7, source_task_id: 1, task_type: 'voice' },
    });
    expect(decideDrop(ctx(), move('n7', true), at('n5'))).toMatchObject({ kind: 'move', clipboard: { type: 'cut_branch' } });
    expect(decideDrop(ctx(), move('n3'), at('n11'))).toMatchObject({ kind: 'move', clipboard: { type: 'cut_branch' } });
  });

  it('moves a same-node copy as the link under its parent (cut_branch)', () => {
    expect(decideDrop(ctx(), move('s13@7'), at('n5'))).toMatchObject({
      kind: 'move',
      clipboard: { type: 'cut_branch', source_node_id: 13, connector_parent_id: 7 },
    });
  });

  it("answers 'Cannot drop here' onto itself, its own parent or its own branch", () => {
    expect(decideDrop(ctx(), move('n7'), at('n7'))).toEqual(cannotDrop);
    expect(decideDrop(ctx(), move('n7'), at('n4'))).toEqual(cannotDrop);
    expect(decideDrop(ctx(), move('n3'), at('n7'))).toEqual(cannotDrop);
  });

  it("refuses to drag system nodes, dummies and nodes under Otherwise ('Drag disabled')", () => {
    expect(dragStartRefusal(ctx(), move('n1'))).toEqual({ ok: false, title: 'Drag disabled', message: 'Cannot drag system nodes' });
    expect(dragStartRefusal(ctx(), move('n9'))).toEqual({ ok: false, title: 'Drag disabled', message: 'Invalid selection for drag' });
    expect(dragStartRefusal(ctx(), move('nope'))).toEqual({ ok: false, title: 'Drag disabled', message: 'Invalid selection for drag' });
    expect(decideDrop(ctx(), move('n1'), at('n5')).kind).toBe('refuse');
  });
});
