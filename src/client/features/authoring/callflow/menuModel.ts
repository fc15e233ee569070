import { gotoTarget, type Refusal, type TreeItem } from '@shared/flow';
import type { ShortcutId } from '@client/commands/keymap';
import { cloneRefusal, copyRefusal, insertRefusal, pasteRefusal, removeRefusal, type ClipboardState, type RuleContext } from './refusals';

export type CanvasCommandId = Extract<ShortcutId, `canvas.${string}`>;

/** The shapes a node's context menu varies by (spec 2 §2). */
export type MenuShape = 'start' | 'condition' | 'dummy' | 'same' | 'node';

export function menuShape(item: TreeItem): MenuShape {
  if (item.kind === 'condition_dummy') return 'dummy';
  if (item.kind === 'same_node') return 'same';
  if (item.node.node_type === 'condition_label') return 'condition';
  if (item.startType) return 'start';
  return 'node';
}

/** The linked task of a link-task node. */
export function linkedTaskId(item: TreeItem): number | null {
  if (item.kind !== 'node' || item.node.node_type !== 'link_task') return null;
  const id = item.node.link_task_node?.task_id ?? item.node.config.task_id;
  return typeof id === 'number' ? id : null;
}

export interface MenuState {
  /** Something is on the clipboard (a node or a branch): Paste is offered. */
  pasteAvailable: boolean;
  /** A goto was followed: Go Back is offered. */
  goBackAvailable: boolean;
  /** Why every change is refused (a protected task, a read-only user): said once at the top of the menu. */
  readOnlyReason?: string | null;
}

/**
 * The commands of an item's context menu, in sections, by its shape (spec 2 §2): start-type nodes and condition
 * labels have their own templates; one-child nodes take an insert and a paste below them, no-child and
 * multiple-child nodes do not; a leaf has no separate branch commands; a root has nothing to unlink from;
 * goto and link-task nodes add their jump; paste and go back show when they are available.
 */
export function menuSections(item: TreeItem, state: MenuState): CanvasCommandId[][] {
  const paste: CanvasCommandId[] = state.pasteAvailable ? ['canvas.paste'] : [];
  const url: CanvasCommandId[] = ['canvas.copyNodeUrl'];
  let sections: CanvasCommandId[][];
  switch (menuShape(item)) {
    case 'start':
      sections = [['canvas.openEditor'], ['canvas.insert', ...paste], url];
      break;
    case 'condition':
      sections = [['canvas.insert', ...paste], url];
      break;
    case 'dummy':
      sections = [['canvas.selectParent']];
      break;
    case 'same':
      sections = [['canvas.cutBranch'], ['canvas.unlinkNode', 'canvas.deleteNode'], url];
      break;
    case 'node': {
      const leaf = item.children.length === 0;
      const both = (node: CanvasCommandId, branch: CanvasCommandId): CanvasCommandId[] => (leaf ? [node] : [node, branch]);
      const jump: CanvasCommandId[] = [
        ...(gotoTarget(item.node) !== null ? (['canvas.followGoto'] as const) : []),
        ...(linkedTaskId(item) !== null ? (['canvas.goToTask'] as const) : []),
      ];
      sections = [
        ['canvas.openEditor', ...jump],
        item.category === 'one_child' ? ['canvas.insert', ...paste] : [],
        [
          ...both('canvas.copyNode', 'canvas.copyBranch'),
          ...(leaf ? [] : (['canvas.copyBranchToNewCanvas'] as const)),
          ...both('canvas.cutNode', 'canvas.cutBranch'),
        ],
        [...both('canvas.deleteNode', 'canvas.deleteBranch'), ...(item.parentKey ? both('canvas.unlinkNode', 'canvas.unlinkBranch') : [])],
        url,
      ];
      break;
    }
  }
  if (state.goBackAvailable) sections.push(['canvas.goBack']);
  return sections.filter((s) => s.length > 0);
}

/** Why a menu command would be refused on the item now (the rules of spec 2 §5); null when it may run. */
export function menuRefusal(id: CanvasCommandId, ctx: RuleContext, item: TreeItem, clipboard: ClipboardState): Refusal | null {
  switch (id) {
    case 'canvas.insert':
      return insertRefusal(ctx, item);
    case 'canvas.paste':
      return pasteRefusal(ctx, item, clipboard);
    case 'canvas.copyNode':
    case 'canvas.copyBranch':
    case 'canvas.cutNode':
    case 'canvas.cutBranch':
      return copyRefusal(ctx, item, id.endsWith('Branch'), id.startsWith('canvas.cut'));
    case 'canvas.copyBranchToNewCanvas':
      return cloneRefusal(ctx, item);
    case 'canvas.deleteNode':
    case 'canvas.deleteBranch':
    case 'canvas.unlinkNode':
    case 'canvas.unlinkBranch':
      return removeRefusal(ctx, item, id.startsWith('canvas.delete') ? 'delete' : 'unlink', id.endsWith('Branch'));
    default:
      return null;
  }
}
