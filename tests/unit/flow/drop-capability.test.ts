import { describe, expect, it } from 'vitest';
import { checkDrop, checkPaste, makeClipboard, offeredNodeTypes, planInsert, typeRuleProblem } from '@shared/flow';
import { createRegistry, defineNode } from '@shared/plugin-api';
import { z } from 'zod';
import { editable, graphOf, n, ref, registry, voiceFlow } from './fixtures';

/** voiceFlow() (fixtures.ts: 1 start └ 2 prompt └ 3 menu with conditions 4, 5 (empty), 6) plus, beside 2 under start, 12 third-party transfer └ 13 prompt └ 14 hangup. */
const nodes = [...voiceFlow(), n(12, 'third_party_transfer', 1, { position: 1 }), n(13, 'prompt', 12), n(14, 'hangup', 13)];
const g = graphOf(nodes);
const cancel = 'cancel_third_party_transfer';
const refused = { ok: false, message: 'Cannot drop here' };
const dropNew = (targetId: number, nodeType: string, reg = registry) =>
  checkDrop({ graph: g, registry: reg, target: ref(nodes, targetId), dragged: { kind: 'new', nodeType } });

describe('the rules of spec 2 §5 come from each type’s drop rules', () => {
  it('the target’s type decides what it takes below it: one-child and system yes, multiple-child, no-child, dummy no', () => {
    expect(typeRuleProblem(registry, g, nodes[1], 'prompt')).toBeNull(); // 2 prompt
    expect(typeRuleProblem(registry, g, nodes[0], 'prompt')).toBeNull(); // 1 start (system)
    expect(typeRuleProblem(registry, g, nodes[4], 'prompt')).toBeNull(); // 5 condition (system)
    expect(typeRuleProblem(registry, g, nodes[2], 'prompt')).toBe('not_one_child_or_system'); // 3 menu
    expect(typeRuleProblem(registry, g, nodes[7], 'prompt')).toBe('not_one_child_or_system'); // 8 hangup
    expect(typeRuleProblem(registry, g, { ...nodes[1], category: 'dummy' }, 'prompt')).toBe('dummy_target');
  });

  it('the placed type decides where it may go: a leaf-only type only after a leaf', () => {
    expect(typeRuleProblem(registry, g, nodes[4], 'hangup')).toBeNull(); // empty condition
    expect(typeRuleProblem(registry, g, nodes[1], 'hangup')).toBe('leaf_only');
  });

  it('a plugin that narrows its rules narrows them everywhere: the drop, the insert picker, the paste and the server’s insert', () => {
    // Cancel Third-Party Transfer goes only where a Third-Party Transfer is on its path.
    expect(dropNew(5, cancel)).toEqual(refused);
    expect(dropNew(13, cancel)).toEqual(refused); // below the transfer, but not a leaf: leaf-only still holds
    expect(dropNew(14, 'prompt')).toEqual(refused); // 14 is a hangup (no child)
    const leafAfterTransfer = [...nodes, n(15, 'prompt', 14)]
      .filter((x) => x.node_id !== 14)
      .map((x) => (x.node_id === 15 ? { ...x, pid: 13 } : x));
    const g2 = graphOf(leafAfterTransfer);
    expect(checkDrop({ graph: g2, registry, target: ref(leafAfterTransfer, 15), dragged: { kind: 'new', nodeType: cancel } })).toEqual({
      ok: true,
    });
    expect(typeRuleProblem(registry, g, nodes[4], cancel)).toBe('narrowed');

    const offered = registry.all.map((d) => d.type);
    const picker = (graph: typeof g, list: typeof nodes, id: number) =>
      offeredNodeTypes(registry, offered, { graph, target: list.find((x) => x.node_id === id)!, atLeaf: true }).map((d) => d.type);
    expect(picker(g, nodes, 5)).not.toContain(cancel);
    expect(picker(g2, leafAfterTransfer, 15)).toContain(cancel);
    expect(picker(g, nodes, 5)).toContain('hangup');

    expect(planInsert({ graph: g, registry, access: editable, target: ref(nodes, 5), nodeType: cancel })).toEqual(refused);
    expect(planInsert({ graph: g2, registry, access: editable, target: ref(leafAfterTransfer, 15), nodeType: cancel })).toMatchObject({
      ok: true,
    });

    const withCancel = [...leafAfterTransfer, n(16, cancel, 15)];
    const g3 = graphOf(withCancel);
    const clipboard = makeClipboard('copy_node', ref(withCancel, 16), withCancel.find((x) => x.node_id === 16)!, 'voice');
    const paste = (id: number) =>
      checkPaste({
        clipboard,
        source: g3,
        graph: g3,
        registry,
        target: ref(withCancel, id),
        targetTask: { task_id: 1, task_type: 'voice' },
      });
    expect(paste(5)).toEqual({ ok: false, message: 'Cannot paste here' });
    const moved = checkDrop({
      graph: g3,
      registry,
      target: ref(withCancel, 5),
      dragged: { kind: 'move', item: ref(withCancel, 16), branchSelected: false },
    });
    expect(moved).toEqual(refused);
  });

  it('a type may narrow which children it accepts', () => {
    const onlyPrompts = defineNode({
      type: 'prompt',
      category: 'one_child',
      group: 'Voice',
      label: { en: 'Prompt' },
      icon: 'volume-up',
      config: z.object({}),
      drop: { reason: 'a test type that takes only prompts below it', accept: (site) => site.placed.type === 'prompt' },
    });
    const narrow = createRegistry(registry.all.map((d) => (d.type === 'prompt' ? onlyPrompts : d)));
    expect(dropNew(2, 'variable', narrow)).toEqual(refused);
    expect(dropNew(2, 'prompt', narrow)).toEqual({ ok: true });
    expect(dropNew(2, 'variable')).toEqual({ ok: true });
  });
});
