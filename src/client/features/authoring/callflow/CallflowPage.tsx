import { Button, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { checkEditable, offeredNodeTypes, type RuleResult, type TreeItem } from '@shared/flow';
import { messages } from '@shared/messages';
import { registry } from '@plugins/registry';
import { useSession } from '@client/session/store';
import { notify } from '@client/shell/notices';
import { useTask } from '../tasks/api';
import { useCanWriteTasks } from '../tasks/useCanWrite';
import { flowApi, useApplyChange, useCanvases, useNodes, useOfferedNodeTypes } from './api';
import { Canvas } from './Canvas';
import { CanvasDialogs } from './CanvasDialogs';
import { CanvasHead } from './CanvasHead';
import { tabPanelProps } from '@client/shell/tabPanel';
import { CanvasTabs } from './CanvasTabs';
import { changeOutcome } from './changeOutcome';
import { useCanvasDialogs } from './dialogs';
import { useNodeIssues } from './diagnostics/useNodeIssues';
import { CanvasDnd } from './dnd/CanvasDnd';
import type { DragPayload } from './dnd/dragModel';
import { NodePalette } from './dnd/NodePalette';
import { canInsert, run, showRefusal, type EditContext } from './editActions';
import { EditorHost, newNodeSearch, usePreloadNodeEditor } from './EditorHost';
import { FindNode } from './FindNode';
import { InsertPicker } from './InsertPicker';
import { useCanvasTree } from './canvasTree';
import { centreOnNode } from './navigation';
import { NodeContextMenu, type MenuAt } from './NodeContextMenu';
import { nodeUrl, urlScope, writeClipboard } from './nodeUrl';
import { callflowParams } from './params';
import { useCanvasStore } from './store';
import { insertTypes, typingTarget, useCanvasCommands } from './useCanvasCommands';
import { useCanvasTabActions } from './useCanvasTabActions';
import { useFocus } from './useFocus';
import { useLayout } from './useLayout';
import { useViewportSize } from './useViewportSize';
import { fitView, zoomAt } from './viewport';
import { PublishVersionDialog } from '../versions/PublishVersionDialog';
import { openCanvas } from '../versions/revision';
import { useVersionsStore } from '../versions/store';
import { useCompareView } from '../versions/useCompareView';
import { useDiffMarks, VersionsSide } from '../versions/VersionsSide';
import { usePresence } from '../versions/usePresence';
import { ProblemsSide, toggleProblems, useProblemsPanel } from '../run/problems/ProblemsSide';
import { TrafficSide, toggleTraffic, useTrafficOverlay } from '../traffic/TrafficSide';
import { useTrafficStore } from '../traffic/store';
import { hasChatPreview } from '../run/preview/PreviewButton';
import { SimSide } from '../sim/SimSide';
import { useSimCommands } from '../sim/useSimCommands';
import { useFeatureFlags } from '@client/api/featureFlags';
import { gatingFlags } from '@shared/gating-flags';
import './callflow.css';
import '../buildEnglish';
// This screen's commands and keys (the shell's entry carries none of them).
import '@client/commands/screenRegistry';

const liveFlags = [gatingFlags.liveMonitoring];
const refusalMessage = (r: RuleResult) => (r.ok ? null : r.message);

/** /build/callflow/{task_id}/{nav_to_node_id?}: the call-flow editor of a task (spec 2 §2). */
export default function CallflowPage() {
  const { t } = useTranslation('flow');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = callflowParams(location);
  const taskId = params?.taskId ?? 0;
  const task = useTask(taskId || null);
  const nodes = useNodes(taskId);
  const canvases = useCanvases(taskId);
  usePreloadNodeEditor();
  const offered = useOfferedNodeTypes(task.data?.task_type);
  const selection = useSession((s) => s.selection);
  const canWrite = useCanWriteTasks();
  const [canvasId, setCanvasId] = useState<number | null>(null);
  const [modified, setModified] = useState(false);
  const [picker, setPicker] = useState<'insert' | 'find' | null>(null);
  const [menuAt, setMenuAt] = useState<MenuAt | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(true);
  const [viewportRef, size] = useViewportSize();
  const viewportEl = useRef<HTMLDivElement | null>(null);
  const viewport = useCallback(
    (el: HTMLDivElement | null) => {
      viewportRef(el);
      viewportEl.current = el;
    },
    [viewportRef],
  );
  const applyChange = useApplyChange(taskId);
  const changed = (answer?: unknown) => {
    setModified(true);
    applyChange(answer);
    // A delete may switch to the main canvas, a clone shows its new canvas; a paste may remind of other tasks (spec 2 §4).
    const outcome = changeOutcome(answer, canvasRef.current);
    if (outcome.showCanvasId !== null) {
      setCanvasId(outcome.showCanvasId);
      useCanvasStore.getState().select(null);
      useCanvasStore.getState().focusNode(outcome.focusNodeId);
    }
    if (outcome.otherTaskNodes.length > 0) useCanvasDialogs.getState().remind(outcome.otherTaskNodes);
  };
  const changedRef = useRef(changed);
  changedRef.current = changed;
  // Every edit carries the revision this canvas shows; a stale one is refused and the canvas reloads.
  const applyRef = useRef(applyChange);
  applyRef.current = applyChange;
  useEffect(() => openCanvas(taskId, () => applyRef.current(undefined)), [taskId]);
  // While two versions are compared, the canvas draws them (read-only) instead of the draft.
  const compareView = useCompareView(nodes.data, canvases.data);
  const shownNodes = compareView.nodes;
  const diffMarks = useDiffMarks(compareView.statusOf, compareView.active);
  const selectedNodeId = useRef<() => number | null>(() => null);
  const presence = usePresence(taskId, () => selectedNodeId.current());
  const firstFit = useRef(true);

  const sorted = useMemo(
    () =>
      [...(compareView.canvases ?? [])]
        .filter((c) => c.is_enabled)
        .sort((a, b) => b.is_main_canvas - a.is_main_canvas || a.canvas_id - b.canvas_id),
    [compareView.canvases],
  );
  const canvas = sorted.find((c) => c.canvas_id === canvasId) ?? sorted[0] ?? null;
  const canvasRef = useRef<number | null>(null);
  canvasRef.current = canvas?.canvas_id ?? null;
  const drawn = useCanvasTree(shownNodes, canvas);
  const tree = drawn?.tree ?? null;
  const prepared = drawn?.prepared ?? null;
  const layout = useLayout(prepared);
  useFocus(layout, tree, size);
  const issuesOf = useNodeIssues(registry, task.data, nodes.data);

  const readOnly = !canWrite || !!task.data?.protected || compareView.active;
  const edit: EditContext | null = useMemo(
    () =>
      task.data && canvas && tree
        ? {
            task: task.data,
            canvas,
            tree,
            registry,
            access: { protected: task.data.protected, readOnly: !canWrite || compareView.active },
            applyChange: (a) => changedRef.current(a),
          }
        : null,
    [task.data, canvas, tree, canWrite, compareView.active],
  );
  const showCanvas = (id: number) => {
    setCanvasId(id);
    firstFit.current = true;
    useCanvasStore.getState().select(null);
  };
  const tabs = useCanvasTabActions({ taskId, canvases: sorted, changed, show: showCanvas });

  const focusNodeAnywhere = (id: number) => {
    const node = shownNodes?.find((n) => n.node_id === id);
    if (!node) return;
    const here = node.canvas_id === canvas?.canvas_id;
    if (here && layout && tree && centreOnNode(layout, tree, id, size)) return;
    useCanvasStore.getState().focusNode(id);
    if (!here) setCanvasId(node.canvas_id);
  };
  // /build/callflow/{task_id}/{nav_to_node_id}: that node is selected and centred, on whichever canvas it is.
  const navTo = params?.navTo ?? null;
  const nodesLoaded = !!nodes.data;
  useEffect(() => {
    if (navTo !== null && nodesLoaded) focusNodeAnywhere(navTo);
  }, [navTo, nodesLoaded]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!layout || !firstFit.current || size.w === 0) return;
    firstFit.current = false;
    if (navTo === null) useCanvasStore.getState().setView(fitView(layout, size.w, size.h));
  }, [layout, size, navTo]);

  const selectedItem = () => {
    const key = useCanvasStore.getState().selectedKey;
    return (key && tree?.byKey.get(key)) || null;
  };
  selectedNodeId.current = () => selectedItem()?.nodeId ?? null;
  const insertAfterSelection = (type: string) => {
    const item = selectedItem();
    if (edit && item && canInsert(edit, item, type)) navigate(`/build/callflow/${taskId}/edit/new${newNodeSearch(type, item.nodeId)}`);
  };
  const openMenu = (item: TreeItem) => {
    const i = layout?.prepared.items.findIndex((it) => it.key === item.key) ?? -1;
    const rect = viewportEl.current?.getBoundingClientRect();
    if (!layout || i < 0 || !rect) return;
    const { view } = useCanvasStore.getState();
    setMenuAt({
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
  useProblemsPanel();
  useTrafficOverlay();
  const openPreview = () => navigate(`/build/preview/${taskId}`);
  const focusCanvas = () => viewportEl.current?.focus();
  const focusSimPanel = () => requestAnimationFrame(() => document.getElementById('sim-panel-title')?.focus());
  useSimCommands({
    taskId,
    ready: () => !!task.data && params?.openNode == null && !typingTarget(),
    selectedNodeId: () => selectedItem()?.nodeId ?? null,
    canWrite: canWrite && !task.data?.protected,
    defaultChannel: task.data?.task_type === 'workflow' ? 'workflow' : (task.data?.task_type ?? 'voice'),
    focusPanel: focusSimPanel,
  });
  const openLive = () => navigate(`/build/live/${taskId}`);
  // The live view is behind the live-chat-monitoring flag: off hides its button and its key.
  const liveFlag = useFeatureFlags(liveFlags).on(gatingFlags.liveMonitoring);
  const fit = () => layout && useCanvasStore.getState().setView(fitView(layout, size.w, size.h));
  useCanvasCommands({
    edit,
    taskLoaded: !!task.data,
    readOnly,
    offeredTypes: offered.data ?? [],
    editorOpen: params?.openNode != null,
    // While the Traffic overlay is open, Enter on a node lists its sessions instead of opening its editor.
    openEditor: (item) =>
      useTrafficStore.getState().open
        ? useTrafficStore.getState().showSessions()
        : navigate(`/build/callflow/${taskId}/edit/${item.nodeId}`),
    openInsert: () => setPicker('insert'),
    openFind: () => setPicker('find'),
    focusNodeAnywhere,
    openMenu,
    copyNodeUrl: (item) => void copyNodeUrl(item),
    openTask: (id) => navigate(`/build/callflow/${id}`),
    zoom: (f) => {
      const v = useCanvasStore.getState().view;
      useCanvasStore.getState().setView(zoomAt(v, f, size.w / 2, size.h / 2));
    },
    fit,
    togglePanel: (panel) => useVersionsStore.getState().togglePanel(panel),
    publish,
    toggleProblems,
    toggleTraffic,
    hasChatPreview: hasChatPreview(task.data?.task_type),
    openPreview,
    liveOn: liveFlag,
    openLive,
  });
  // Exactly what the server offers the account (plan, task type, features, domain, admin settings: spec 2 §5).
  const paletteTypes = useMemo(() => offeredNodeTypes(registry, offered.data ?? []), [offered.data]);
  const clipboard = useCanvasStore((s) => s.clipboard);
  const gotoFrom = useCanvasStore((s) => s.gotoFrom);

  if (!params) return null;
  if (task.isError || nodes.isError) {
    return (
      <NonIdealState
        icon="error"
        title={t('canvas.loadFailed')}
        description={(task.error ?? nodes.error)?.message}
        action={
          <Button
            icon="refresh"
            text={t('tasks.retry')}
            onClick={() => {
              void task.refetch();
              void nodes.refetch();
            }}
          />
        }
      />
    );
  }
  const describe = (payload: DragPayload) => {
    const item = payload.kind === 'move' ? tree?.byKey.get(payload.key) : undefined;
    const def = registry.get(payload.kind === 'new' ? payload.nodeType : (item?.node.node_type ?? ''));
    return { label: item?.label ?? (def ? t(def.label.key, { defaultValue: def.label.default }) : ''), icon: def?.icon ?? 'cube' };
  };
  return (
    <div className="cf-page">
      <CanvasHead
        task={task.data ?? null}
        readOnly={readOnly}
        modified={modified}
        comparing={compareView.active}
        others={presence.others}
        liveOn={liveFlag}
        canWrite={canWrite}
        ready={() => !!task.data && params?.openNode == null && !typingTarget()}
        paletteOpen={paletteOpen}
        onTogglePalette={() => setPaletteOpen((o) => !o)}
      />
      {task.data && (
        <CanvasTabs
          canvases={sorted}
          current={canvas?.canvas_id ?? -1}
          readOnly={readOnly}
          onSelect={showCanvas}
          onAdd={(kind) => void tabs.add(kind)}
          onRename={tabs.rename}
          onDelete={(c) => void tabs.remove(c)}
        />
      )}
      <CanvasDnd
        rules={edit}
        describe={describe}
        onDrop={(d) => {
          if (d.kind === 'new') navigate(`/build/callflow/${taskId}/edit/new${newNodeSearch(d.nodeType, d.pid)}`);
          else if (edit)
            void run(
              messages.canvas.pasteFailed,
              () => flowApi.copy(d.clipboard, taskId, d.pid, edit.canvas.canvas_id),
              edit,
              (a) => a?.node.data?.node_id ?? d.movedId,
            );
        }}
      >
        <div className="cf-body" {...(canvas ? tabPanelProps('cf-canvases', canvas.canvas_id) : {})}>
          {!readOnly && paletteOpen && <NodePalette types={paletteTypes} onPick={insertAfterSelection} />}
          <div className="cf-viewport" ref={viewport} tabIndex={0} aria-label={t('canvas.label')}>
            {layout && size.w > 0 ? (
              <Canvas
                layout={layout}
                size={size}
                rules={edit}
                issuesOf={issuesOf}
                onOpen={(key) => navigate(`/build/callflow/${taskId}/edit/${tree?.byKey.get(key)?.nodeId}`)}
                onContextMenu={(key, at) => setMenuAt({ key, ...at })}
                diffOf={diffMarks}
                remoteOf={presence.others.length ? presence.remoteOf : undefined}
              />
            ) : (
              <div className="cf-loading">
                <Spinner size={32} />
              </div>
            )}
          </div>
          <VersionsSide
            taskId={taskId}
            readOnly={!canWrite || !!task.data?.protected}
            compareView={compareView}
            onFocusNode={focusNodeAnywhere}
            onPublish={publish}
            applyChange={(answer) => changedRef.current(answer)}
          />
          <ProblemsSide taskId={taskId} onFocusNode={focusNodeAnywhere} />
          <TrafficSide
            taskId={taskId}
            nodes={shownNodes ?? []}
            tree={tree}
            canWrite={canWrite && !task.data?.protected}
            onFocusNode={focusNodeAnywhere}
          />
          <PublishVersionDialog taskId={taskId} onPublished={() => applyRef.current(undefined)} />
          {task.data && (
            <SimSide
              taskId={taskId}
              taskType={task.data.task_type}
              nodes={nodes.data ?? []}
              selectedNodeId={() => selectedItem()?.nodeId ?? null}
              canWrite={canWrite && !task.data.protected}
              onFocusNode={focusNodeAnywhere}
              focusCanvas={focusCanvas}
            />
          )}
        </div>
      </CanvasDnd>
      {menuAt && (
        <NodeContextMenu
          at={menuAt}
          item={tree?.byKey.get(menuAt.key) ?? null}
          state={{
            pasteAvailable: !!clipboard,
            goBackAvailable: !!gotoFrom,
            readOnlyReason: edit && readOnly ? refusalMessage(checkEditable(edit.access, 'update')) : null,
          }}
          onClose={() => {
            setMenuAt(null);
            viewportEl.current?.focus();
          }}
        />
      )}
      <InsertPicker
        open={picker === 'insert'}
        types={insertTypes({ edit, offeredTypes: offered.data ?? [] }, selectedItem())}
        onClose={() => setPicker(null)}
        onPick={(type) => {
          setPicker(null);
          insertAfterSelection(type);
        }}
      />
      <FindNode
        open={picker === 'find'}
        nodes={shownNodes ?? []}
        onClose={() => setPicker(null)}
        onPick={(id) => {
          setPicker(null);
          focusNodeAnywhere(id);
        }}
      />
      <CanvasDialogs />
      {params.openNode !== null && edit && (
        <EditorHost edit={edit} open={params.openNode} search={search} onClose={() => navigate(`/build/callflow/${taskId}`)} />
      )}
    </div>
  );
}
