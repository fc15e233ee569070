import { describe, expect, it } from 'vitest';
import { checkEditable, editActions, planInsert, planPaste, planRemoval, makeClipboard } from '@shared/flow';
import { TASK, graphOf, ref, registry, voiceFlow } from './fixtures';

const protectedTask = { protected: 1, readOnly: false };
const readOnlyUser = { protected: 0, readOnly: true };
const nodes = voiceFlow();
const g = graphOf(nodes);

describe('read-only editor (spec 2 §4)', () => {
  it.each([
    ['insert', 'Create failed'],
    ['unlink', 'Unlinking not permitted'],
    ['paste', 'Paste operation failed'],
    ['clone', 'Branch Cloning Failed'],
    ['cut', 'Cut Paste not permitted'],
    ['delete', 'Delete Not Permitted'],
    ['drag', 'Drag disabled'],
  ] as const)('blocks %s in a protected task, titled %s', (action, title) => {
    expect(checkEditable(protectedTask, action)).toEqual({
      ok: false,
      title,
      message: 'This task is protected. Unlock it to make changes.',
    });
  });

  it('blocks every change for a read-only user', () => {
    for (const action of editActions) {
      expect(checkEditable(readOnlyUser, action)).toMatchObject({ ok: false, message: 'You do not have permission to manage this item' });
    }
  });

  it('allows changes in an editable task', () => {
    for (const action of editActions) expect(checkEditable({ protected: false, readOnly: false }, action)).toEqual({ ok: true });
  });

  it('the edit operations refuse insert, unlink, paste and clone', () => {
    expect(planInsert({ graph: g, registry, access: protectedTask, target: ref(nodes, 5), nodeType: 'prompt' })).toMatchObject({
      ok: false,
      title: 'Create failed',
    });
    expect(planRemoval({ graph: g, access: readOnlyUser, item: ref(nodes, 7), type: 'unlink_node' })).toMatchObject({
      ok: false,
      title: 'Unlinking not permitted',
    });
    const node7 = nodes.find((x) => x.node_id === 7)!;
    const targetTask = { task_id: TASK, task_type: 'voice' as const };
    const paste = (type: 'copy_node' | 'copy_branch_to_new_canvas') =>
      planPaste({
        clipboard: makeClipboard(type, ref(nodes, 7), node7, 'voice'),
        source: g,
        graph: g,
        registry,
        target: ref(nodes, 5),
        targetTask,
        access: protectedTask,
      });
    expect(paste('copy_node')).toMatchObject({ ok: false, title: 'Paste operation failed' });
    expect(paste('copy_branch_to_new_canvas')).toMatchObject({ ok: false, title: 'Branch Cloning Failed' });
  });
});
