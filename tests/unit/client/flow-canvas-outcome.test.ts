import { describe, expect, it } from 'vitest';
import { buildTree, type FlowTree } from '@shared/flow';
import { keymap, findConflicts } from '@client/commands/keymap';
import { appRoutes } from '@client/routes';
import { findRoute } from '@client/shell/navModel';
import { changeOutcome } from '@client/features/authoring/callflow/changeOutcome';
import { menuRefusal, menuSections } from '@client/features/authoring/callflow/menuModel';
import { nodeRouteParams, nodeRouteTarget } from '@client/features/authoring/callflow/params';
import type { RuleContext } from '@client/features/authoring/callflow/refusals';
import { canvas, n, registry, voiceFlow } from '../flow/fixtures';
// The screens' commands and keys, as the app has them once a screen, the palette or the '?' sheet loads them.
import '@client/commands/screenRegistry';

const nodes = voiceFlow();
const main = canvas();
const other = canvas({ canvas_id: 20, canvas_name: 'Other', first_node_id: 30, is_main_canvas: 0 });
const answer = (extra: Record<string, unknown>) => ({
  nodes: { data: nodes },
  node: { data: null },
  canvas: { data: null },
  nodes_reference_other_tasks: [],
  ...extra,
});

describe('after an edit (spec 2 §4)', () => {
  it('switches to the main canvas, its first node selected, when the server answers switch_to_main_canvas', () => {
    expect(changeOutcome(answer({ switch_to_main_canvas: true, canvas: { data: main } }), 20)).toEqual({
      showCanvasId: main.canvas_id,
      focusNodeId: 1,
      otherTaskNodes: [],
    });
  });

  it("shows the canvas of the edit's node when it is another one (a branch cloned into a new canvas)", () => {
    const clone = n(31, 'prompt', 30, { canvas_id: 20 });
    expect(changeOutcome(answer({ node: { data: clone }, canvas: { data: other } }), main.canvas_id)).toMatchObject({
      showCanvasId: 20,
      focusNodeId: 31,
    });
    expect(changeOutcome(answer({ node: { data: nodes[1] }, canvas: { data: main } }), main.canvas_id)).toMatchObject({
      showCanvasId: null,
      focusNodeId: null,
    });
  });

  it('lists the pasted nodes that reference other tasks for the reminder dialog', () => {
    expect(changeOutcome(answer({ nodes_reference_other_tasks: [7, 9] }), main.canvas_id).otherTaskNodes.map((x) => x.node_id)).toEqual([
      7, 9,
    ]);
    expect(changeOutcome(undefined, null)).toEqual({ showCanvasId: null, focusNodeId: null, otherTaskNodes: [] });
  });
});

describe('copy branch to new canvas (spec 2 §4 copy_branch_to_new_canvas)', () => {
  const tree: FlowTree = buildTree(nodes, main);
  const item = (key: string) => tree.byKey.get(key)!;
  const ctx = (access = { protected: 0, readOnly: false }): RuleContext => ({
    task: { task_id: 1, task_type: 'voice' },
    tree,
    registry,
    access,
  });
  const none = { clipboard: null, clipboardSource: null };

  it('is a command with a free key of its own, in the context menu of a node', () => {
    expect(keymap['canvas.copyBranchToNewCanvas']).toBe('alt+shift+c');
    expect(findConflicts(keymap)).toEqual([]);
    const idle = { pasteAvailable: false, goBackAvailable: false };
    expect(menuSections(item('n7'), idle).flat()).toContain('canvas.copyBranchToNewCanvas');
    expect(menuSections(item('n1'), idle).flat()).not.toContain('canvas.copyBranchToNewCanvas');
    // like the other branch commands, not on a leaf
    expect(menuSections(item('n8'), idle).flat()).not.toContain('canvas.copyBranchToNewCanvas');
  });

  it('is refused for read-only tasks and for items that are no branch of their own', () => {
    expect(menuRefusal('canvas.copyBranchToNewCanvas', ctx(), item('n7'), none)).toBeNull();
    expect(menuRefusal('canvas.copyBranchToNewCanvas', ctx({ protected: 1, readOnly: false }), item('n7'), none)).toMatchObject({
      ok: false,
    });
    expect(menuRefusal('canvas.copyBranchToNewCanvas', ctx(), item('n4'), none)).toMatchObject({
      ok: false,
      message: 'Branch Cloning Failed',
    });
  });
});

describe('/build/callflow/node/{node_id?} (spec 2 §2)', () => {
  it('is its own route, ahead of the editor route it would otherwise match', () => {
    expect(findRoute(appRoutes, '/build/callflow/node/42')?.id).toBe('build.callflow.node');
    expect(findRoute(appRoutes, '/build/callflow/node')?.id).toBe('build.callflow.node');
    expect(findRoute(appRoutes, '/build/callflow/12/42')?.id).toBe('build.callflow');
    expect(findRoute(appRoutes, '/build/callflow/12/edit/new')?.id).toBe('build.callflow.edit');
  });

  it('reads the node id and redirects to the task editor with that node selected and centred', () => {
    expect(nodeRouteParams('/build/callflow/node/42?ac_id=3')).toEqual({ nodeId: 42 });
    expect(nodeRouteParams('/build/callflow/node')).toEqual({ nodeId: null });
    expect(nodeRouteParams('/build/callflow/12/42')).toBeNull();
    expect(nodeRouteTarget(12, 42)).toBe('/build/callflow/12/42');
    expect(nodeRouteTarget(12, 42, 'ac_id=3')).toBe('/build/callflow/12/42?ac_id=3');
  });
});
