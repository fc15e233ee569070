import { describe, expect, it } from 'vitest';
import type { Clipboard, ClipboardType, TaskType } from '@shared/api/flow';
import { checkPaste, clipboardAfterDelete, clipboardAfterPaste, makeClipboard } from '@shared/flow';
import { CANVAS, TASK, graphOf, ref, registry, voiceFlow } from './fixtures';

const nodes = voiceFlow();
const g = graphOf(nodes);
const clip = (type: ClipboardType, id: number, extra: Partial<Clipboard> = {}): Clipboard => ({
  ...makeClipboard(type, ref(nodes, id), nodes.find((x) => x.node_id === id)!, 'voice'),
  ...extra,
});
const paste = (
  clipboard: Clipboard | null,
  targetId: number | null,
  task: { task_id: number; task_type: TaskType } = { task_id: TASK, task_type: 'voice' },
) => checkPaste({ clipboard, source: g, graph: g, registry, target: targetId === null ? null : ref(nodes, targetId), targetTask: task });
const cannotPaste = { ok: false, message: 'Cannot paste here' };

describe('paste rules (spec 2 §5)', () => {
  it("fails with 'Paste operation failed' / 'no node has been copied' when nothing is copied", () => {
    expect(paste(null, 5)).toEqual({ ok: false, title: 'Paste operation failed', message: 'no node has been copied' });
  });

  it("fails with 'no node has been copied' when the copied node no longer exists", () => {
    expect(paste(clip('copy_node', 7, { source_node_id: 999 }), 5)).toEqual({
      ok: false,
      title: 'Paste operation failed',
      message: 'no node has been copied',
    });
  });

  it("refuses a cut branch inside its own subgraph with 'Cannot paste here'", () => {
    expect(paste(clip('cut_branch', 3), 7)).toEqual(cannotPaste);
    expect(paste(clip('cut_branch', 3), 5)).toEqual(cannotPaste);
    expect(paste(clip('cut_branch', 2), 7)).toEqual(cannotPaste);
  });

  it('pastes a cut branch outside its subgraph', () => {
    expect(paste(clip('cut_branch', 7), 5)).toMatchObject({ ok: true });
  });

  it('pastes a copied branch even inside itself (it is a clone)', () => {
    expect(paste(clip('copy_branch', 2), 7)).toMatchObject({ ok: true });
    expect(paste(clip('cut_branch', 2), 7)).toEqual(cannotPaste);
  });

  it("refuses a cut onto itself or its own parent with 'Cannot paste here'", () => {
    expect(paste(clip('cut_node', 7), 7)).toEqual(cannotPaste);
    expect(paste(clip('cut_node', 7), 4)).toEqual(cannotPaste);
  });

  it("refuses targets the drop rules refuse with 'Cannot paste here'", () => {
    expect(paste(clip('copy_node', 7), 3)).toEqual(cannotPaste); // multiple-child target
    expect(paste(clip('copy_node', 8), 2)).toEqual(cannotPaste); // leaf-only onto a node with a child
    expect(paste(clip('copy_node', 7), null)).toEqual(cannotPaste);
  });

  it("refuses a paste into a task of another type with 'Cannot paste here'", () => {
    expect(paste(clip('copy_node', 7), 5, { task_id: TASK, task_type: 'messaging' })).toEqual(cannotPaste);
  });

  it("refuses a cut from another task with 'Cannot paste here', and allows a copy", () => {
    expect(paste(clip('cut_node', 7), 5, { task_id: 99, task_type: 'voice' })).toEqual(cannotPaste);
    expect(paste(clip('copy_node', 7), 5, { task_id: 99, task_type: 'voice' })).toMatchObject({ ok: true });
  });

  it('refuses to paste a cut that would empty the Otherwise path', () => {
    expect(paste(clip('cut_branch', 9), 5)).toEqual({
      ok: false,
      title: 'Cut Paste not permitted',
      message: 'Selected node/s cannot be cut',
    });
  });

  it('pastes copy_branch_to_new_canvas without a target', () => {
    expect(paste(clip('copy_branch_to_new_canvas', 3), null)).toMatchObject({ ok: true });
  });
});

describe('clipboard lifecycle (spec 2 §4)', () => {
  it('clears a cut after one paste', () => {
    expect(clipboardAfterPaste(clip('cut_node', 7))).toBeNull();
    expect(clipboardAfterPaste(clip('cut_branch', 7))).toBeNull();
  });
  it('keeps a copy so it can be pasted repeatedly', () => {
    for (const type of ['copy_node', 'copy_branch', 'copy_branch_to_new_canvas'] as const) {
      const c = clip(type, 7);
      expect(clipboardAfterPaste(clipboardAfterPaste(c))).toEqual(c);
    }
  });
  it('resets when the copied node is deleted', () => {
    expect(clipboardAfterDelete(clip('copy_node', 7), { nodeIds: [7, 8] })).toBeNull();
  });
  it('resets when the canvas of the copied node is deleted', () => {
    expect(clipboardAfterDelete(clip('copy_node', 7), { canvasId: CANVAS })).toBeNull();
  });
  it('stays when other nodes or canvases are deleted', () => {
    const c = clip('copy_node', 7);
    expect(clipboardAfterDelete(c, { nodeIds: [8], canvasId: 55 })).toEqual(c);
  });
  it('records the source node, type, task type and source canvas', () => {
    expect(clip('copy_branch', 7)).toEqual({
      source_node_id: 7,
      type: 'copy_branch',
      task_type: 'voice',
      source_canvas_id: CANVAS,
      source_task_id: TASK,
    });
  });
});
