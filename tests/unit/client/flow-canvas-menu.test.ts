import { describe, expect, it } from 'vitest';
import { buildTree, makeClipboard, sameNodeRef, type FlowTree } from '@shared/flow';
import { keymap } from '@client/commands/keymap';
import { canvasSpecs } from '@client/commands/canvasCommands';
import { linkedTaskId, menuRefusal, menuSections, menuShape } from '@client/features/authoring/callflow/menuModel';
import type { RuleContext } from '@client/features/authoring/callflow/refusals';
import { canvas, n, registry, voiceFlow } from '../flow/fixtures';
// The screens' commands and keys, as the app has them once a screen, the palette or the '?' sheet loads them.
import '@client/commands/screenRegistry';

const nodes = [...voiceFlow(), n(12, 'link_task', 11, { config: { task_id: 44 } }), n(13, 'prompt', 2, { connector_parent: [7] })];
const tree: FlowTree = buildTree(nodes, canvas());
const item = (key: string) => tree.byKey.get(key)!;
const ctx = (access = { protected: 0, readOnly: false }): RuleContext => ({
  task: { task_id: 1, task_type: 'voice' },
  tree,
  registry,
  access,
});
const idle = { pasteAvailable: false, goBackAvailable: false };
const flat = (key: string, state = idle) => menuSections(item(key), state).flat();
const noClipboard = { clipboard: null, clipboardSource: null };

describe('context menus per node shape (spec 2 §2)', () => {
  it('tells the shapes apart: start, condition label, dummy, same-node copy, regular node', () => {
    expect(menuShape(item('n1'))).toBe('start');
    expect(menuShape(item('n4'))).toBe('condition');
    expect(menuShape(item('s13@7'))).toBe('same');
    expect(menuShape(item('n2'))).toBe('node');
    const withDummy = buildTree(
      [
        n(1, 'start', null),
        n(2, 'keyword_finder', 1, {
          category: 'multiple_child',
          keyword_conditions: [{ keyword: 'a', keyword_text: 'a', label: 'A', node_id: null }],
        }),
      ],
      canvas(),
    );
    expect(menuShape(withDummy.byKey.get('d2:0')!)).toBe('dummy');
    expect(menuSections(withDummy.byKey.get('d2:0')!, idle)).toEqual([['canvas.selectParent']]);
  });

  it('gives start-type nodes the start template and condition labels their own', () => {
    expect(menuSections(item('n1'), idle)).toEqual([['canvas.openEditor'], ['canvas.insert'], ['canvas.copyNodeUrl']]);
    expect(menuSections(item('n5'), idle)).toEqual([['canvas.insert'], ['canvas.copyNodeUrl']]);
  });

  it('offers insert and paste below a one-child node only, never below no-child or multiple-child nodes', () => {
    expect(flat('n2')).toContain('canvas.insert');
    expect(flat('n3')).not.toContain('canvas.insert');
    expect(flat('n8')).not.toContain('canvas.insert');
    expect(flat('n2')).not.toContain('canvas.paste');
    expect(flat('n2', { ...idle, pasteAvailable: true })).toContain('canvas.paste');
  });

  it('drops the branch variants on a leaf and unlink on a root', () => {
    expect(flat('n8')).toEqual(expect.arrayContaining(['canvas.copyNode', 'canvas.cutNode', 'canvas.deleteNode', 'canvas.unlinkNode']));
    expect(flat('n8')).not.toContain('canvas.copyBranch');
    expect(flat('n7')).toEqual(
      expect.arrayContaining(['canvas.copyBranch', 'canvas.cutBranch', 'canvas.deleteBranch', 'canvas.unlinkBranch']),
    );
    expect(flat('n11').filter((id) => id.startsWith('canvas.unlink'))).toEqual([]);
  });

  it('adds the jump of goto and link-task nodes, and Go Back once a goto was followed', () => {
    expect(flat('n10')).toContain('canvas.followGoto');
    expect(flat('n12')).toContain('canvas.goToTask');
    expect(linkedTaskId(item('n12'))).toBe(44);
    expect(flat('n2')).not.toContain('canvas.goBack');
    expect(menuSections(item('n2'), { ...idle, goBackAvailable: true }).at(-1)).toEqual(['canvas.goBack']);
  });

  it('gives a same-node copy its own entries (move, unlink or delete the link)', () => {
    expect(menuSections(item('s13@7'), idle)).toEqual([
      ['canvas.cutBranch'],
      ['canvas.unlinkNode', 'canvas.deleteNode'],
      ['canvas.copyNodeUrl'],
    ]);
  });

  it('lists only commands of the registry, each with a key of the keymap', () => {
    const ids = new Set<string>(canvasSpecs.map((c) => c.id));
    for (const key of ['n1', 'n2', 'n3', 'n4', 'n7', 'n8', 'n10', 'n12', 's13@7']) {
      for (const id of flat(key, { pasteAvailable: true, goBackAvailable: true })) {
        expect(ids).toContain(id);
        expect(keymap[id]).toBeTruthy();
      }
    }
  });
});

describe('menu entries refused by the rules (spec 2 §5, §8)', () => {
  it("greys out cut, delete and unlink with the spec's message where they would empty the Otherwise path", () => {
    expect(menuRefusal('canvas.cutNode', ctx(), item('n9'), noClipboard)).toBeNull(); // 10 takes its place
    expect(menuRefusal('canvas.cutBranch', ctx(), item('n9'), noClipboard)?.message).toBe('Selected node/s cannot be cut');
    expect(menuRefusal('canvas.deleteBranch', ctx(), item('n9'), noClipboard)?.message).toBe('Selected node/s cannot be deleted');
    expect(menuRefusal('canvas.unlinkBranch', ctx(), item('n9'), noClipboard)?.message).toBe('Selected node/s cannot be unlinked');
    expect(menuRefusal('canvas.deleteNode', ctx(), item('n7'), noClipboard)).toBeNull();
  });

  it("greys out paste with 'no node has been copied' or 'Cannot paste here'", () => {
    expect(menuRefusal('canvas.paste', ctx(), item('n5'), noClipboard)?.message).toBe('no node has been copied');
    const cut = { clipboard: makeClipboard('cut_branch', item('n2'), item('n2').node, 'voice'), clipboardSource: tree.graph };
    expect(menuRefusal('canvas.paste', ctx(), item('n5'), cut)?.message).toBe('Cannot paste here');
    const copy = { clipboard: makeClipboard('copy_node', item('n7'), item('n7').node, 'voice'), clipboardSource: tree.graph };
    expect(menuRefusal('canvas.paste', ctx(), item('n5'), copy)).toBeNull();
  });

  it('greys out every change of a protected task or a read-only user, and keeps copying and the URL', () => {
    const locked = ctx({ protected: 1, readOnly: false });
    expect(menuRefusal('canvas.insert', locked, item('n2'), noClipboard)?.message).toBe(
      'This task is protected. Unlock it to make changes.',
    );
    expect(menuRefusal('canvas.deleteNode', ctx({ protected: 0, readOnly: true }), item('n7'), noClipboard)?.message).toBe(
      'You do not have permission to manage this item',
    );
    expect(menuRefusal('canvas.copyBranch', locked, item('n7'), noClipboard)).toBeNull();
    expect(menuRefusal('canvas.copyNodeUrl', locked, item('n7'), noClipboard)).toBeNull();
  });

  it('refuses inserting below a node that takes no child', () => {
    expect(menuRefusal('canvas.insert', ctx(), item('n8'), noClipboard)?.message).toBe('Cannot drop here');
    expect(menuRefusal('canvas.insert', ctx(), { ...item('s13@7'), ...sameNodeRef(13, 7) }, noClipboard)?.message).toBe('Cannot drop here');
  });
});
