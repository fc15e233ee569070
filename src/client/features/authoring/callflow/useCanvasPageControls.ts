import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TreeItem } from '@shared/flow';
import { gatingFlags } from '@shared/gating-flags';
import { messages } from '@shared/messages';
import { useFeatureFlags } from '@client/api/featureFlags';
import { useScreenLoad } from '@client/commands/screenLoading';
import { useSession } from '@client/session/store';
import { notify } from '@client/shell/notices';
import { toggleProblems, useProblemsPanel } from '../run/problems/ProblemsSide';
import { hasChatPreview } from '../run/preview/PreviewButton';
import { useSimCommands } from '../sim/useSimCommands';
import { toggleTraffic, useTrafficOverlay } from '../traffic/TrafficSide';
import { useTrafficStore } from '../traffic/store';
import { useVersionsStore } from '../versions/store';
import { canInsert, showRefusal } from './editActions';
import { newNodeSearch } from './EditorHost';
import type { MenuAt } from './NodeContextMenu';
import { nodeUrl, urlScope, writeClipboard } from './nodeUrl';
import { useCanvasStore } from './store';
import type { CanvasPageState } from './useCanvasPage';
import { typingTarget, useCanvasCommands } from './useCanvasCommands';
import { fitView, zoomAt } from './viewport';

const liveFlags = [gatingFlags.liveMonitoring];

/** What the page shows beside the canvas and the commands open or close. */
export interface CanvasPageUi {
  openPicker(picker: 'insert' | 'find'): void;
  openMenuAt(at: MenuAt): void;
  toggleNodePalette(): void;
}

/**
 * Opens the canvas page's controls to its commands (the canvas's, running flows' and the simulator's) while it is
 * mounted: every key, menu entry and toolbar button of the page acts through them.
 */
export function useCanvasPageControls(page: CanvasPageState, ui: CanvasPageUi) {
  const { t } = useTranslation('flow');
  const [, navigate] = useLocation();
  const selection = useSession((s) => s.selection);
  const { taskId, task, params, layout, size, edit, canWrite, selectedItem } = page;
  const insertAfterSelection = (type: string) => {
    const item = selectedItem();
    if (edit && item && canInsert(edit, item, type)) navigate(`/build/callflow/${taskId}/edit/new${newNodeSearch(type, item.nodeId)}`);
  };
  const openMenu = (item: TreeItem) => {
    const i = layout?.prepared.items.findIndex((it) => it.key === item.key) ?? -1;
    const rect = page.viewportEl.current?.getBoundingClientRect();
    if (!layout || i < 0 || !rect) return;
    const { view } = useCanvasStore.getState();
    ui.openMenuAt({
      key: item.key,
      left: rect.left + view.x + layout.x[i] * view.k,
      top: rect.top + view.y + (layout.y[i] + layout.prepared.height[i]) * view.k,
    });
  };
  const copyNodeUrl = async (item: TreeItem) => {
    const scope = task.data ? urlScope(selection, task.data.ac_id) : null;
    const copied = scope ? await writeClipboard(nodeUrl(window.location.origin, taskId, item.nodeId, scope.acId, scope.spId)) : false;
    if (copied) notify({ intent: Intent.SUCCESS, icon: 'link', message: t('canvas.urlCopied') });
    else showRefusal({ ok: false, title: messages.canvas.nodeUrlCopyFailed, message: messages.canvas.cannotCopyNodeUrl });
  };
  const publish = () => useVersionsStore.getState().askPublish(true);
  // Until the task (and the canvas it edits) has loaded, a canvas or simulator key is kept to run then (keptKey.ts).
  useScreenLoad('canvas', task.isError || page.nodes.isError ? 'failed' : edit ? 'loaded' : 'loading');
  useProblemsPanel();
  useTrafficOverlay();
  const focusCanvas = () => page.viewportEl.current?.focus();
  const focusSimPanel = () => requestAnimationFrame(() => document.getElementById('sim-panel-title')?.focus());
  /** The canvas has the keys: its task loaded, no node editor open, no text field focused. */
  const ready = () => !!task.data && params?.openNode == null && !typingTarget();
  useSimCommands({
    taskId,
    ready,
    selectedNodeId: () => selectedItem()?.nodeId ?? null,
    canWrite: canWrite && !task.data?.protected,
    defaultChannel: task.data?.task_type === 'workflow' ? 'workflow' : (task.data?.task_type ?? 'voice'),
    focusPanel: focusSimPanel,
  });
  // The live view is behind the live-chat-monitoring flag: off hides its button and its key.
  const liveOn = useFeatureFlags(liveFlags).on(gatingFlags.liveMonitoring);
  useCanvasCommands({
    edit,
    taskLoaded: !!task.data,
    readOnly: page.readOnly,
    offeredTypes: page.offered.data ?? [],
    editorOpen: params?.openNode != null,
    // While the Traffic overlay is open, Enter on a node lists its sessions instead of opening its editor.
    openEditor: (item) =>
      useTrafficStore.getState().open
        ? useTrafficStore.getState().showSessions()
        : navigate(`/build/callflow/${taskId}/edit/${item.nodeId}`),
    openInsert: () => ui.openPicker('insert'),
    openFind: () => ui.openPicker('find'),
    focusNodeAnywhere: page.focusNodeAnywhere,
    openMenu,
    copyNodeUrl: (item) => void copyNodeUrl(item),
    openTask: (id) => navigate(`/build/callflow/${id}`),
    zoom: (f) => {
      const v = useCanvasStore.getState().view;
      useCanvasStore.getState().setView(zoomAt(v, f, size.w / 2, size.h / 2));
    },
    fit: () => layout && useCanvasStore.getState().setView(fitView(layout, size.w, size.h)),
    togglePanel: (panel) => useVersionsStore.getState().togglePanel(panel),
    publish,
    toggleProblems,
    toggleTraffic,
    hasChatPreview: hasChatPreview(task.data?.task_type),
    openPreview: () => navigate(`/build/preview/${taskId}`),
    liveOn,
    openLive: () => navigate(`/build/live/${taskId}`),
    toggleNodePalette: ui.toggleNodePalette,
    canvases: page.canvases,
    canvas: page.canvas,
    checkCanvasChange: page.tabs.check,
    showCanvas: page.showCanvas,
    addCanvas: (kind) => void page.tabs.add(kind),
    renameCanvas: page.tabs.startRename,
    deleteCanvas: page.tabs.askRemove,
  });
  return { insertAfterSelection, publish, focusCanvas, ready, liveOn };
}
