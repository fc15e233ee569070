import type { IconName } from '@blueprintjs/icons';
import { featureHandler } from './featureCommands';
import type { ShortcutId } from './keymap';
import type { Command } from './types';

/** [command id = keymap id, icon, keywords]. Titles are 'flow:commands.<name>' (the flow namespace). */
const canvasSpecs: [ShortcutId, IconName, string[]][] = [
  ['canvas.selectParent', 'arrow-up', ['parent', 'up', 'select']],
  ['canvas.selectChild', 'arrow-down', ['child', 'down', 'select']],
  ['canvas.selectPrevious', 'arrow-left', ['sibling', 'previous', 'left']],
  ['canvas.selectNext', 'arrow-right', ['sibling', 'next', 'right']],
  ['canvas.openEditor', 'edit', ['edit', 'open', 'node', 'settings']],
  ['canvas.insert', 'add', ['insert', 'add', 'new node', 'create']],
  ['canvas.insertSlash', 'add', ['insert', 'slash']],
  ['canvas.copyNode', 'duplicate', ['copy', 'node']],
  ['canvas.copyBranch', 'duplicate', ['copy', 'branch']],
  ['canvas.copyBranchToNewCanvas', 'new-layers', ['copy', 'clone', 'branch', 'new canvas']],
  ['canvas.cutNode', 'cut', ['cut', 'move', 'node']],
  ['canvas.cutBranch', 'cut', ['cut', 'move', 'branch']],
  ['canvas.paste', 'clipboard', ['paste']],
  ['canvas.deleteNode', 'trash', ['delete', 'remove', 'node']],
  ['canvas.deleteBranch', 'trash', ['delete', 'remove', 'branch']],
  ['canvas.unlinkNode', 'disable', ['unlink', 'detach', 'node']],
  ['canvas.unlinkBranch', 'disable', ['unlink', 'detach', 'branch']],
  ['canvas.followGoto', 'circle-arrow-right', ['goto', 'follow', 'jump']],
  ['canvas.goBack', 'circle-arrow-left', ['back', 'return']],
  ['canvas.find', 'search', ['find', 'search', 'node', 'id']],
  ['canvas.undo', 'undo', ['undo', 'revert']],
  ['canvas.redo', 'redo', ['redo']],
  ['canvas.zoomIn', 'zoom-in', ['zoom', 'in', 'bigger']],
  ['canvas.zoomOut', 'zoom-out', ['zoom', 'out', 'smaller']],
  ['canvas.fit', 'zoom-to-fit', ['fit', 'zoom', 'whole']],
  ['canvas.contextMenu', 'menu', ['context menu', 'actions', 'right click']],
  ['canvas.contextMenuKey', 'menu', ['context menu']],
  ['canvas.copyNodeUrl', 'link', ['copy', 'url', 'link', 'share', 'node']],
  ['canvas.goToTask', 'flow-branch', ['go to task', 'linked task', 'open task']],
  ['canvas.versions', 'history', ['versions', 'compare', 'diff', 'rollback', 'roll back', 'published']],
  ['canvas.history', 'list-detail-view', ['edit history', 'changes', 'who', 'audit']],
  ['canvas.publish', 'endorsed', ['publish', 'release', 'version', 'go live']],
];

/** The call-flow canvas commands: always in the registry, carried out by the canvas while it is open. */
export const canvasCommands: Command[] = canvasSpecs.map(([id, icon, keywords]) => ({
  id,
  title: `flow:commands.${id.slice('canvas.'.length)}`,
  keywords: ['canvas', ...keywords],
  group: 'canvas',
  icon,
  shortcut: id,
  // The twins ('/' of N, the Menu key of Shift+F10) stay out of the palette; both show in the shortcut sheet.
  listed: id !== 'canvas.insertSlash' && id !== 'canvas.contextMenuKey',
  when: () => featureHandler(id)?.available() ?? false,
  disabledReason: () => featureHandler(id)?.disabledReason?.() ?? null,
  refusal: () => featureHandler(id)?.refusal?.() ?? null,
  run: () => featureHandler(id)?.run(),
}));
