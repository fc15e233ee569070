import type { TreeItem } from '@shared/flow';
import type { CanvasControls } from './canvasControls';
import { screenCommands } from './screenCommand';

/**
 * Controls that take arrow keys themselves (the canvas tabs, menus, lists, and the side panels beside the canvas,
 * even while they load), and those that also take Enter.
 */
const arrowControls = '[role="tab"], [role="menuitem"], [role="option"], [role="radio"], [role="slider"], .run-panel, .vs-panel';
const enterControls = `${arrowControls}, button, a[href], [role="button"]`;
/** A key on a focused control (a canvas tab, a toolbar button, a menu item) is that control's, not the canvas's. */
const onControl = (selector: string) => !!document.activeElement?.closest(selector);

/** Enabled on the selected item (and when `needs` holds for it). */
const onItem =
  (needs: (c: CanvasControls, item: TreeItem) => boolean = () => true) =>
  (c: CanvasControls) => {
    const item = c.ready() ? c.selected() : null;
    return !!item && needs(c, item);
  };
/** Runs on the selected item. */
const withItem = (run: (c: CanvasControls, item: TreeItem) => void) => (c: CanvasControls) => run(c, c.selected()!);
/** The canvas rule that would refuse the command on the selected item. */
const ruledBy = (id: string) => (c: CanvasControls) => {
  const item = c.selected();
  return item ? c.refusal(id, item) : null;
};
/** Enabled on the selected item, or with nothing selected on a drawn canvas (the command then starts at its Start). */
const onItemOrStart = (c: CanvasControls) => c.ready() && (!!c.selected() || !!c.tree()?.roots.length);
/** Insert after the selection; with nothing selected, Start is selected first (a new canvas has only Start). */
const insertAfterSelection = (c: CanvasControls) => {
  if (!c.selected()) c.select('child');
  c.openInsert();
};
const moves = (c: CanvasControls) => c.ready() && !onControl(arrowControls) && !!c.tree()?.roots.length;
const ready = (c: CanvasControls) => c.ready();
const taskReady = (c: CanvasControls) => c.taskReady();

/**
 * The call-flow canvas commands, carried out on the open canvas. Titles are 'flow:commands.<name>'. To add one:
 * an entry here (and its title in the locales); the keymap, the palette, the '?' sheet and the menus take it from here.
 */
export const canvasSpecs = screenCommands<CanvasControls>()([
  {
    id: 'canvas.selectParent',
    key: 'arrowup',
    icon: 'arrow-up',
    keywords: ['parent', 'up', 'select'],
    enabled: moves,
    run: (c) => c.select('parent'),
  },
  {
    id: 'canvas.selectChild',
    key: 'arrowdown',
    icon: 'arrow-down',
    keywords: ['child', 'down', 'select'],
    enabled: moves,
    run: (c) => c.select('child'),
  },
  {
    id: 'canvas.selectPrevious',
    key: 'arrowleft',
    icon: 'arrow-left',
    keywords: ['sibling', 'previous', 'left'],
    enabled: moves,
    run: (c) => c.select('previous'),
  },
  {
    id: 'canvas.selectNext',
    key: 'arrowright',
    icon: 'arrow-right',
    keywords: ['sibling', 'next', 'right'],
    enabled: moves,
    run: (c) => c.select('next'),
  },
  {
    id: 'canvas.openEditor',
    key: 'enter',
    icon: 'edit',
    keywords: ['edit', 'open', 'node', 'settings'],
    enabled: onItem((_, item) => item.kind !== 'condition_dummy' && !onControl(enterControls)),
    run: withItem((c, item) => c.openEditor(item)),
  },
  {
    id: 'canvas.insert',
    key: 'n',
    icon: 'add',
    keywords: ['insert', 'add', 'new node', 'create'],
    enabled: onItemOrStart,
    refusal: ruledBy('canvas.insert'),
    run: insertAfterSelection,
  },
  // The second key of Insert ('/'): out of the palette, in the '?' sheet.
  {
    id: 'canvas.insertSlash',
    key: '/',
    icon: 'add',
    keywords: ['insert', 'slash'],
    listed: false,
    enabled: onItemOrStart,
    refusal: ruledBy('canvas.insert'),
    run: insertAfterSelection,
  },
  {
    id: 'canvas.copyNode',
    key: 'mod+c',
    icon: 'duplicate',
    keywords: ['copy', 'node'],
    enabled: onItem(),
    refusal: ruledBy('canvas.copyNode'),
    run: withItem((c, item) => c.copy(item, false, false)),
  },
  {
    id: 'canvas.copyBranch',
    key: 'mod+shift+c',
    icon: 'duplicate',
    keywords: ['copy', 'branch'],
    enabled: onItem(),
    refusal: ruledBy('canvas.copyBranch'),
    run: withItem((c, item) => c.copy(item, true, false)),
  },
  {
    id: 'canvas.copyBranchToNewCanvas',
    key: 'alt+shift+c',
    icon: 'new-layers',
    keywords: ['copy', 'clone', 'branch', 'new canvas'],
    enabled: onItem(),
    refusal: ruledBy('canvas.copyBranchToNewCanvas'),
    run: withItem((c, item) => c.cloneToNewCanvas(item)),
  },
  {
    id: 'canvas.cutNode',
    key: 'mod+x',
    icon: 'cut',
    keywords: ['cut', 'move', 'node'],
    enabled: onItem(),
    refusal: ruledBy('canvas.cutNode'),
    run: withItem((c, item) => c.copy(item, false, true)),
  },
  {
    id: 'canvas.cutBranch',
    key: 'mod+shift+x',
    icon: 'cut',
    keywords: ['cut', 'move', 'branch'],
    enabled: onItem(),
    refusal: ruledBy('canvas.cutBranch'),
    run: withItem((c, item) => c.copy(item, true, true)),
  },
  {
    id: 'canvas.paste',
    key: 'mod+v',
    icon: 'clipboard',
    keywords: ['paste'],
    enabled: onItem(),
    refusal: ruledBy('canvas.paste'),
    run: withItem((c, item) => c.paste(item)),
  },
  {
    id: 'canvas.deleteNode',
    key: 'delete',
    icon: 'trash',
    keywords: ['delete', 'remove', 'node'],
    enabled: onItem(),
    refusal: ruledBy('canvas.deleteNode'),
    run: withItem((c, item) => c.remove(item, 'delete', false)),
  },
  {
    id: 'canvas.deleteBranch',
    key: 'shift+delete',
    icon: 'trash',
    keywords: ['delete', 'remove', 'branch'],
    enabled: onItem(),
    refusal: ruledBy('canvas.deleteBranch'),
    run: withItem((c, item) => c.remove(item, 'delete', true)),
  },
  {
    id: 'canvas.unlinkNode',
    key: 'u',
    icon: 'disable',
    keywords: ['unlink', 'detach', 'node'],
    enabled: onItem(),
    refusal: ruledBy('canvas.unlinkNode'),
    run: withItem((c, item) => c.remove(item, 'unlink', false)),
  },
  {
    id: 'canvas.unlinkBranch',
    key: 'shift+u',
    icon: 'disable',
    keywords: ['unlink', 'detach', 'branch'],
    enabled: onItem(),
    refusal: ruledBy('canvas.unlinkBranch'),
    run: withItem((c, item) => c.remove(item, 'unlink', true)),
  },
  {
    id: 'canvas.followGoto',
    key: 'g',
    icon: 'circle-arrow-right',
    keywords: ['goto', 'follow', 'jump'],
    enabled: onItem((c, item) => c.gotoTarget(item) !== null),
    run: withItem((c, item) => c.followGoto(item)),
  },
  {
    id: 'canvas.goBack',
    key: 'backspace',
    icon: 'circle-arrow-left',
    keywords: ['back', 'return'],
    enabled: (c) => c.ready() && c.canGoBack(),
    run: (c) => c.goBack(),
  },
  { id: 'canvas.find', key: 'f', icon: 'search', keywords: ['find', 'search', 'node', 'id'], enabled: ready, run: (c) => c.openFind() },
  { id: 'canvas.undo', key: 'mod+z', icon: 'undo', keywords: ['undo', 'revert'], enabled: ready, run: (c) => c.undo() },
  { id: 'canvas.redo', key: 'mod+shift+z', icon: 'redo', keywords: ['redo'], enabled: ready, run: (c) => c.redo() },
  { id: 'canvas.zoomIn', key: 'plus', icon: 'zoom-in', keywords: ['zoom', 'in', 'bigger'], enabled: ready, run: (c) => c.zoom(1.2) },
  { id: 'canvas.zoomOut', key: '-', icon: 'zoom-out', keywords: ['zoom', 'out', 'smaller'], enabled: ready, run: (c) => c.zoom(1 / 1.2) },
  { id: 'canvas.fit', key: '0', icon: 'zoom-to-fit', keywords: ['fit', 'zoom', 'whole'], enabled: ready, run: (c) => c.fit() },
  {
    id: 'canvas.contextMenu',
    key: 'shift+f10',
    icon: 'menu',
    keywords: ['context menu', 'actions', 'right click'],
    enabled: onItem(),
    run: withItem((c, item) => c.openMenu(item)),
  },
  // The Menu key: the second key of the context menu.
  {
    id: 'canvas.contextMenuKey',
    key: 'contextmenu',
    icon: 'menu',
    keywords: ['context menu'],
    listed: false,
    enabled: onItem(),
    run: withItem((c, item) => c.openMenu(item)),
  },
  {
    id: 'canvas.copyNodeUrl',
    key: 'l',
    icon: 'link',
    keywords: ['copy', 'url', 'link', 'share', 'node'],
    enabled: onItem((_, item) => item.kind !== 'condition_dummy'),
    run: withItem((c, item) => c.copyNodeUrl(item)),
  },
  {
    id: 'canvas.goToTask',
    key: 'shift+g',
    icon: 'flow-branch',
    keywords: ['go to task', 'linked task', 'open task'],
    enabled: onItem((c, item) => c.linkedTask(item) !== null),
    run: withItem((c, item) => c.openTask(c.linkedTask(item)!)),
  },
  {
    id: 'canvas.versions',
    key: 'v',
    icon: 'history',
    keywords: ['versions', 'compare', 'diff', 'rollback', 'roll back', 'published'],
    enabled: taskReady,
    run: (c) => c.togglePanel('versions'),
  },
  {
    id: 'canvas.history',
    key: 'h',
    icon: 'list-detail-view',
    keywords: ['edit history', 'changes', 'who', 'audit'],
    enabled: taskReady,
    run: (c) => c.togglePanel('history'),
  },
  {
    id: 'canvas.traffic',
    key: 't',
    icon: 'heat-grid',
    keywords: ['traffic', 'analytics', 'sessions', 'calls', 'drop-off', 'hang up', 'funnel', 'overlay', 'usage'],
    enabled: taskReady,
    run: (c) => c.toggleTraffic(),
  },
  {
    id: 'canvas.publish',
    key: 'shift+p',
    icon: 'endorsed',
    keywords: ['publish', 'release', 'version', 'go live'],
    enabled: (c) => c.taskReady() && !c.readOnly(),
    run: (c) => c.publish(),
  },
  {
    id: 'canvas.nodePalette',
    key: 'p',
    icon: 'panel-stats',
    // The toolbar toggle's own words.
    title: 'flow:canvas.palette',
    keywords: ['node palette', 'node types', 'palette', 'show', 'hide', 'panel'],
    enabled: (c) => c.taskReady() && !c.readOnly(),
    run: (c) => c.toggleNodePalette(),
  },
]);
