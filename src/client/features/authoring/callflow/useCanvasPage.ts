import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { EditAccess, TreeItem } from '@shared/flow';
import { registry } from '@plugins/registry';
import { useTask } from '../tasks/api';
import { useCanWriteTasks } from '../tasks/useCanWrite';
import { openCanvas } from '../versions/revision';
import { useCompareView } from '../versions/useCompareView';
import { useDiffMarks } from '../versions/VersionsSide';
import { usePresence } from '../versions/usePresence';
import { useApplyChange, useCanvases, useNodes, useOfferedNodeTypes } from './api';
import { useCanvasTree } from './canvasTree';
import { changeOutcome } from './changeOutcome';
import { useCanvasDialogs } from './dialogs';
import { useNodeIssues } from './diagnostics/useNodeIssues';
import type { EditContext } from './editActions';
import { usePreloadNodeEditor } from './EditorHost';
import { centreOnNode } from './navigation';
import { callflowParams } from './params';
import { useCanvasStore } from './store';
import { useCanvasTabActions } from './useCanvasTabActions';
import { useFocus } from './useFocus';
import { useLayout } from './useLayout';
import { useViewportSize } from './useViewportSize';
import { fitView } from './viewport';

/**
 * The canvas page's state: the task, its nodes and canvases as the server holds them (or the two versions compared),
 * the canvas shown, its tree and layout, the edit context its changes go through, and where a node is brought into
 * view. The page frame draws it; `useCanvasPageControls` gives it to the commands.
 */
export function useCanvasPage() {
  const [location] = useLocation();
  const params = callflowParams(location);
  const taskId = params?.taskId ?? 0;
  const task = useTask(taskId || null);
  const nodes = useNodes(taskId);
  const canvases = useCanvases(taskId);
  usePreloadNodeEditor();
  const offered = useOfferedNodeTypes(task.data?.task_type);
  const canWrite = useCanWriteTasks();
  const [canvasId, setCanvasId] = useState<number | null>(null);
  const [modified, setModified] = useState(false);
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
  const taskProtected = task.data?.protected;
  const access: EditAccess | null = useMemo(
    () => (taskProtected === undefined ? null : { protected: taskProtected, readOnly: !canWrite || compareView.active }),
    [taskProtected, canWrite, compareView.active],
  );
  const edit: EditContext | null = useMemo(
    () =>
      task.data && access && canvas && tree
        ? { task: task.data, canvas, tree, registry, access, applyChange: (a) => changedRef.current(a) }
        : null,
    [task.data, access, canvas, tree],
  );
  const showCanvas = (id: number) => {
    setCanvasId(id);
    firstFit.current = true;
    useCanvasStore.getState().select(null);
  };
  const tabs = useCanvasTabActions({ taskId, canvases: sorted, canvas, access, changed, show: showCanvas });

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

  const selectedItem = (): TreeItem | null => {
    const key = useCanvasStore.getState().selectedKey;
    return (key && tree?.byKey.get(key)) || null;
  };
  selectedNodeId.current = () => selectedItem()?.nodeId ?? null;

  return {
    params,
    taskId,
    task,
    nodes,
    offered,
    canWrite,
    modified,
    viewport,
    viewportEl,
    size,
    compareView,
    shownNodes,
    diffMarks,
    presence,
    canvases: sorted,
    canvas,
    tree,
    layout,
    issuesOf,
    readOnly,
    edit,
    showCanvas,
    tabs,
    focusNodeAnywhere,
    selectedItem,
    /** Applies a change's answer as an edit on the canvas does (the versions panel's rollback). */
    changed: (answer?: unknown) => changedRef.current(answer),
    /** Reloads the task's nodes (after a publish). */
    reload: () => applyRef.current(undefined),
  };
}

export type CanvasPageState = ReturnType<typeof useCanvasPage>;
