import { useLocation, useSearch } from 'wouter';
import { checkEditable, type RuleResult } from '@shared/flow';
import { CanvasDialogs } from './CanvasDialogs';
import { EditorHost } from './EditorHost';
import { FindNode } from './FindNode';
import { InsertPicker } from './InsertPicker';
import { NodeContextMenu, type MenuAt } from './NodeContextMenu';
import { useCanvasStore } from './store';
import type { CanvasPageState } from './useCanvasPage';
import { insertTypes } from './useCanvasCommands';

const refusalMessage = (r: RuleResult) => (r.ok ? null : r.message);

interface Props {
  page: CanvasPageState;
  menuAt: MenuAt | null;
  picker: 'insert' | 'find' | null;
  closeMenu(): void;
  closePicker(): void;
  insertAfterSelection(type: string): void;
}

/** What opens over the canvas: an item's context menu, the insert and find pickers, the canvas's dialogs, the node editor. */
export function CanvasOverlays({ page, menuAt, picker, closeMenu, closePicker, insertAfterSelection }: Props) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const clipboard = useCanvasStore((s) => s.clipboard);
  const gotoFrom = useCanvasStore((s) => s.gotoFrom);
  const { edit, tree, taskId, params } = page;
  return (
    <>
      {menuAt && (
        <NodeContextMenu
          at={menuAt}
          item={tree?.byKey.get(menuAt.key) ?? null}
          state={{
            pasteAvailable: !!clipboard,
            goBackAvailable: !!gotoFrom,
            readOnlyReason: edit && page.readOnly ? refusalMessage(checkEditable(edit.access, 'update')) : null,
          }}
          onClose={closeMenu}
        />
      )}
      <InsertPicker
        open={picker === 'insert'}
        types={insertTypes({ edit, offeredTypes: page.offered.data ?? [] }, page.selectedItem())}
        onClose={closePicker}
        onPick={(type) => {
          closePicker();
          insertAfterSelection(type);
        }}
      />
      <FindNode
        open={picker === 'find'}
        nodes={page.shownNodes ?? []}
        onClose={closePicker}
        onPick={(id) => {
          closePicker();
          page.focusNodeAnywhere(id);
        }}
      />
      <CanvasDialogs />
      {params && params.openNode !== null && edit && (
        <EditorHost edit={edit} open={params.openNode} search={search} onClose={() => navigate(`/build/callflow/${taskId}`)} />
      )}
    </>
  );
}
