import { describe, expect, it } from 'vitest';
import type { ClipboardType } from '@shared/api/flow';
import { checkDrop, checkPaste, makeClipboard, planPaste } from '@shared/flow';
import { TASK, editable, graphOf, ref, registry, voiceFlow } from './fixtures';

const nodes = voiceFlow();
const g = graphOf(nodes);
const clip = (type: ClipboardType, id: number) => makeClipboard(type, ref(nodes, id), nodes.find((x) => x.node_id === id)!, 'voice');
const input = (type: ClipboardType, id: number, target: number) => ({
  clipboard: clip(type, id),
  source: g,
  graph: g,
  registry,
  target: ref(nodes, target),
  targetTask: { task_id: TASK, task_type: 'voice' as const },
});

describe('a cut and paste keeps the drop rule of the Otherwise path (spec 2 §4, §5)', () => {
  it('refuses a cut node whose parent is the non-removable Otherwise, as a drop of it is refused', () => {
    // 9 hangs under Otherwise (6); cutting it alone keeps the path (10 lifts up), so only the drop rule refuses it.
    expect(
      checkDrop({ graph: g, registry, target: ref(nodes, 5), dragged: { kind: 'move', item: ref(nodes, 9), branchSelected: false } }),
    ).toMatchObject({ ok: false, message: 'Cannot drop here' });
    expect(checkPaste(input('cut_node', 9, 5))).toEqual({ ok: false, message: 'Cannot paste here' });
    expect(planPaste({ ...input('cut_node', 9, 5), access: editable })).toEqual({ ok: false, message: 'Cannot paste here' });
  });

  it('still copies from under Otherwise and still moves nodes elsewhere', () => {
    expect(checkPaste(input('copy_node', 9, 5))).toMatchObject({ ok: true });
    expect(checkPaste(input('copy_branch', 9, 5))).toMatchObject({ ok: true });
    expect(checkPaste(input('cut_node', 7, 5))).toMatchObject({ ok: true });
  });
});
