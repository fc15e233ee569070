import { create } from 'zustand';
import { onScopeChange } from '@client/session/scopeHooks';
import { clickSelection, emptySelection, pruneSelection, selectAll, type ClickModifiers, type ListSelection } from './selection';

export const MAIN_FOLDER = 0;
export const ARCHIVED_FOLDER = -1;
export const NO_TASK = -1;

export type SidebarTab = 'folders' | 'tasks';
/** The editor panel: nothing, a new item, or an existing one by id. */
export type EditorTarget = { mode: 'create' } | { mode: 'update'; id: number } | null;

interface ContentState {
  sidebarTab: SidebarTab;
  folderId: number;
  taskId: number;
  search: string;
  selection: ListSelection;
  editor: EditorTarget;
  setSidebarTab(tab: SidebarTab): void;
  selectFolder(id: number): void;
  selectTask(id: number): void;
  setSearch(search: string): void;
  click(order: readonly number[], id: number, mods: ClickModifiers): void;
  selectAll(order: readonly number[]): void;
  prune(order: readonly number[]): void;
  clearSelection(): void;
  openEditor(target: EditorTarget): void;
  reset(): void;
}

const initial = {
  sidebarTab: 'folders' as SidebarTab,
  folderId: MAIN_FOLDER,
  taskId: NO_TASK,
  search: '',
  selection: emptySelection,
  editor: null as EditorTarget,
};

/** The content library's screen state (spec 2 §2 defaults: folder 0, task -1, tab 'folders'). */
export const useContentStore = create<ContentState>()((set) => ({
  ...initial,
  // Switching to Folders selects Main; any switch clears the multi-selection.
  setSidebarTab: (tab) =>
    set((s) => ({
      sidebarTab: tab,
      selection: emptySelection,
      folderId: tab === 'folders' ? MAIN_FOLDER : s.folderId,
      taskId: NO_TASK,
    })),
  selectFolder: (id) => set({ folderId: id, taskId: NO_TASK, selection: emptySelection, editor: null }),
  selectTask: (id) => set({ taskId: id, selection: emptySelection, editor: null }),
  setSearch: (search) => set({ search }),
  click: (order, id, mods) => set((s) => ({ selection: clickSelection(s.selection, order, id, mods) })),
  selectAll: (order) => set((s) => ({ selection: selectAll(s.selection, order) })),
  prune: (order) =>
    set((s) => {
      const next = pruneSelection(s.selection, order);
      return next === s.selection ? s : { selection: next };
    }),
  clearSelection: () => set({ selection: emptySelection }),
  openEditor: (editor) => set({ editor }),
  reset: () => set(initial),
}));

// Another account's folders, tasks and items mean nothing here.
onScopeChange(() => useContentStore.getState().reset());
