import { useEffect, useRef } from 'react';
import { checkEditable, offeredNodeTypes, gotoTarget, type FlowTree, type TreeItem } from '@shared/flow';
import { registerFeatureCommands, type FeatureHandler } from '@client/commands/featureCommands';
import { cloneBranchToNewCanvas, copyItem, pasteAfter, removeItem, showRefusal, undoRedo, type EditContext } from './editActions';
import { linkedTaskId, menuRefusal, type CanvasCommandId } from './menuModel';
import { moveSelection, type Direction } from './navigation';
import { useCanvasStore } from './store';

export interface CanvasControls {
  edit: EditContext | null;
  readOnly: boolean;
  /** The node types the server offers the account for the task type (its whole decision, spec 2 §5). */
  offeredTypes: readonly string[];
  /** The node editor is open: the canvas keys rest (its fields take Ctrl+C, Ctrl+Z …). */
  editorOpen: boolean;
  openEditor(item: TreeItem): void;
  openInsert(): void;
  openFind(): void;
  focusNodeAnywhere(nodeId: number): void;
  /** Opens the context menu of the item, at its place on screen. */
  openMenu(item: TreeItem): void;
  copyNodeUrl(item: TreeItem): void;
  openTask(taskId: number): void;
  zoom(factor: number): void;
  fit(): void;
}

/** A text field has the focus; the palette's own input does not count (it offers the canvas commands). */
export const typingTarget = () => {
  const el = document.activeElement as HTMLElement | null;
  return !!el && !el.closest('.studio-palette') && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
};

/** Controls that take arrow keys themselves (the canvas tabs, menus, lists), and those that also take Enter. */
const arrowControls = '[role="tab"], [role="menuitem"], [role="option"], [role="radio"], [role="slider"]';
const enterControls = `${arrowControls}, button, a[href], [role="button"]`;
/** A key on a focused control (a canvas tab, a toolbar button, a menu item) is that control's, not the canvas's. */
const onControl = (selector: string) => !!document.activeElement?.closest(selector);

/**
 * The types the insert picker offers after an item: what the server offers the account (spec 2 §5, the answer of
 * POST /billing/ac-node-types), only those whose drop rules let them go after the item (leaf-only types only at a leaf).
 */
export function insertTypes(c: Pick<CanvasControls, 'edit' | 'offeredTypes'>, item: TreeItem | null) {
  if (!c.edit || !item) return [];
  return offeredNodeTypes(c.edit.registry, c.offeredTypes, { graph: c.edit.tree.graph, target: item.node, atLeaf: item.children.length === 0 });
}

/** Carries out the canvas.* commands of the registry while the canvas is open. */
export function useCanvasCommands(controls: CanvasControls) {
  const ref = useRef(controls);
  ref.current = controls;
  useEffect(() => {
    const tree = (): FlowTree | null => ref.current.edit?.tree ?? null;
    const selected = (): TreeItem | null => {
      const key = useCanvasStore.getState().selectedKey;
      return (key && tree()?.byKey.get(key)) || null;
    };
    const ready = () => !!ref.current.edit && !ref.current.editorOpen && !typingTarget();
    const withItem = (run: (ctx: EditContext, item: TreeItem) => void, extra?: (item: TreeItem) => boolean): FeatureHandler => ({
      available: () => ready() && !!selected() && (!extra || extra(selected()!)),
      run: () => run(ref.current.edit!, selected()!),
    });
    /** A command on the selected item whose rule (spec 2 §5) the menus show before it runs. */
    const ruled = (id: CanvasCommandId, run: (ctx: EditContext, item: TreeItem) => void): FeatureHandler => ({
      ...withItem(run),
      refusal: () => {
        const item = selected();
        const ctx = ref.current.edit;
        return item && ctx ? menuRefusal(id, ctx, item, useCanvasStore.getState())?.message ?? null : null;
      },
    });
    const move = (d: Direction): FeatureHandler => ({
      available: () => ready() && !onControl(arrowControls) && !!tree()?.roots.length,
      run: () => {
        const next = moveSelection(tree()!, useCanvasStore.getState().selectedKey, d);
        useCanvasStore.getState().select(next);
      },
    });
    const insert: FeatureHandler = {
      available: () => ready() && !!selected(),
      refusal: ruled('canvas.insert', () => undefined).refusal,
      run: () => {
        const editable = checkEditable(ref.current.edit!.access, 'insert');
        if (!editable.ok) return showRefusal(editable);
        ref.current.openInsert();
      },
    };
    const plain = (run: () => void): FeatureHandler => ({ available: ready, run });
    return registerFeatureCommands({
      'canvas.selectParent': move('parent'),
      'canvas.selectChild': move('child'),
      'canvas.selectPrevious': move('previous'),
      'canvas.selectNext': move('next'),
      'canvas.openEditor': withItem((_, item) => ref.current.openEditor(item), (item) => item.kind !== 'condition_dummy' && !onControl(enterControls)),
      'canvas.insert': insert,
      'canvas.insertSlash': insert,
      'canvas.copyNode': ruled('canvas.copyNode', (ctx, item) => copyItem(ctx, item, false, false)),
      'canvas.copyBranch': ruled('canvas.copyBranch', (ctx, item) => copyItem(ctx, item, true, false)),
      'canvas.copyBranchToNewCanvas': ruled('canvas.copyBranchToNewCanvas', (ctx, item) => void cloneBranchToNewCanvas(ctx, item)),
      'canvas.cutNode': ruled('canvas.cutNode', (ctx, item) => copyItem(ctx, item, false, true)),
      'canvas.cutBranch': ruled('canvas.cutBranch', (ctx, item) => copyItem(ctx, item, true, true)),
      'canvas.paste': ruled('canvas.paste', (ctx, item) => void pasteAfter(ctx, item)),
      'canvas.deleteNode': ruled('canvas.deleteNode', (ctx, item) => void removeItem(ctx, item, 'delete', false)),
      'canvas.deleteBranch': ruled('canvas.deleteBranch', (ctx, item) => void removeItem(ctx, item, 'delete', true)),
      'canvas.unlinkNode': ruled('canvas.unlinkNode', (ctx, item) => void removeItem(ctx, item, 'unlink', false)),
      'canvas.unlinkBranch': ruled('canvas.unlinkBranch', (ctx, item) => void removeItem(ctx, item, 'unlink', true)),
      'canvas.followGoto': withItem(
        (_, item) => {
          const target = gotoTarget(item.node)!;
          useCanvasStore.getState().setGotoFrom({ source: item.nodeId, target });
          ref.current.focusNodeAnywhere(target);
        },
        (item) => gotoTarget(item.node) !== null,
      ),
      'canvas.goBack': {
        available: () => ready() && !!useCanvasStore.getState().gotoFrom,
        run: () => {
          const from = useCanvasStore.getState().gotoFrom!;
          useCanvasStore.getState().setGotoFrom(null);
          ref.current.focusNodeAnywhere(from.source);
        },
      },
      'canvas.find': plain(() => ref.current.openFind()),
      'canvas.contextMenu': withItem((_, item) => ref.current.openMenu(item)),
      'canvas.contextMenuKey': withItem((_, item) => ref.current.openMenu(item)),
      'canvas.copyNodeUrl': withItem((_, item) => ref.current.copyNodeUrl(item), (item) => item.kind !== 'condition_dummy'),
      'canvas.goToTask': withItem((_, item) => ref.current.openTask(linkedTaskId(item)!), (item) => linkedTaskId(item) !== null),
      'canvas.undo': plain(() => void undoRedo(ref.current.edit!, 'undo', selected()?.node ?? null)),
      'canvas.redo': plain(() => void undoRedo(ref.current.edit!, 'redo', selected()?.node ?? null)),
      'canvas.zoomIn': plain(() => ref.current.zoom(1.2)),
      'canvas.zoomOut': plain(() => ref.current.zoom(1 / 1.2)),
      'canvas.fit': plain(() => ref.current.fit()),
    });
  }, []);
}
