import { Button, ButtonGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { buildTree } from '@shared/flow';
import { registry } from '@plugins/registry';
import { useSession } from '@client/session/store';
import { useTask } from '../tasks/api';
import { useCanWriteTasks } from '../tasks/useCanWrite';
import { flowApi, useApplyChange, useCanvases, useNodes, usePlanNodeTypes } from './api';
import { Canvas } from './Canvas';
import { CanvasTabs } from './CanvasTabs';
import { canInsert, undoRedo, type EditContext } from './editActions';
import { EditorHost, newNodeSearch } from './EditorHost';
import { FindNode } from './FindNode';
import { InsertPicker } from './InsertPicker';
import { prepareTree } from './layout/prepare';
import { callflowParams } from './params';
import { useCanvasStore } from './store';
import { insertTypes, useCanvasCommands } from './useCanvasCommands';
import { useFocus } from './useFocus';
import { useLayout } from './useLayout';
import { useViewportSize } from './useViewportSize';
import { fitView, zoomAt } from './viewport';
import './callflow.css';

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
  const plan = usePlanNodeTypes(task.data?.task_type);
  const features = useSession((s) => s.enabledFeatures);
  const canWrite = useCanWriteTasks();
  const [canvasId, setCanvasId] = useState<number | null>(null);
  const [modified, setModified] = useState(false);
  const [picker, setPicker] = useState<'insert' | 'find' | null>(null);
  const [viewport, size] = useViewportSize();
  const applyChange = useApplyChange(taskId);

  const sorted = useMemo(() => [...(canvases.data ?? [])].filter((c) => c.is_enabled).sort((a, b) => b.is_main_canvas - a.is_main_canvas || a.canvas_id - b.canvas_id), [canvases.data]);
  const canvas = sorted.find((c) => c.canvas_id === canvasId) ?? sorted[0] ?? null;
  const tree = useMemo(() => (nodes.data && canvas ? buildTree(nodes.data, canvas) : null), [nodes.data, canvas]);
  const prepared = useMemo(() => (tree ? prepareTree(tree) : null), [tree]);
  const layout = useLayout(prepared);
  useFocus(layout, tree, size);

  const readOnly = !canWrite || !!task.data?.protected;
  const edit: EditContext | null = task.data && canvas && tree
    ? { task: task.data, canvas, tree, registry, access: { protected: task.data.protected, readOnly: !canWrite }, applyChange: (a) => { setModified(true); applyChange(a); } }
    : null;

  const focusNodeAnywhere = (id: number) => {
    const node = nodes.data?.find((n) => n.node_id === id);
    if (!node) return;
    useCanvasStore.getState().focusNode(id);
    if (node.canvas_id !== canvas?.canvas_id) setCanvasId(node.canvas_id);
    else useCanvasStore.setState({ selectedKey: tree?.itemOfNode.get(id)?.key ?? null });
  };
  const firstFit = useRef(true);
  useEffect(() => {
    if (!layout || !firstFit.current || size.w === 0) return;
    firstFit.current = false;
    if (params?.navTo) useCanvasStore.getState().focusNode(params.navTo);
    else useCanvasStore.getState().setView(fitView(layout, size.w, size.h));
  }, [layout, size, params?.navTo]);

  const selectedItem = () => {
    const key = useCanvasStore.getState().selectedKey;
    return (key && tree?.byKey.get(key)) || null;
  };
  useCanvasCommands({
    edit, readOnly, planNodeTypes: plan.data ?? [], features, editorOpen: params?.openNode != null,
    openEditor: (item) => navigate(`/build/callflow/${taskId}/edit/${item.nodeId}`),
    openInsert: () => setPicker('insert'),
    openFind: () => setPicker('find'),
    focusNodeAnywhere,
    zoom: (f) => { const v = useCanvasStore.getState().view; useCanvasStore.getState().setView(zoomAt(v, f, size.w / 2, size.h / 2)); },
    fit: () => layout && useCanvasStore.getState().setView(fitView(layout, size.w, size.h)),
  });

  if (!params) return null;
  if (task.isError || nodes.isError) {
    return <NonIdealState icon="error" title={t('canvas.loadFailed')} description={(task.error ?? nodes.error)?.message} action={<Button icon="refresh" text={t('tasks.retry')} onClick={() => { void task.refetch(); void nodes.refetch(); }} />} />;
  }
  return (
    <div className="cf-page">
      <div className="cf-head">
        <Button variant="minimal" icon="arrow-left" aria-label={t('canvas.backToTasks')} onClick={() => navigate('/build/tasks')} />
        <h2 className="cf-title-text">{task.data?.task_name ?? '…'}</h2>
        {task.data && <Tag minimal round>{t(`taskTypes.${task.data.task_type}`)}</Tag>}
        {readOnly && task.data && <Tag intent="warning" icon="lock" minimal>{t('canvas.readOnly')}</Tag>}
        {modified && <Tag intent="primary" minimal>{t('canvas.modified')}</Tag>}
        <span className="cf-spacer" />
        <ButtonGroup variant="minimal">
          <Button icon="undo" aria-label={t('commands.undo')} disabled={readOnly} onClick={() => edit && void undoRedo(edit, 'undo', selectedItem()?.node ?? null)} />
          <Button icon="redo" aria-label={t('commands.redo')} disabled={readOnly} onClick={() => edit && void undoRedo(edit, 'redo', selectedItem()?.node ?? null)} />
          <Button icon="zoom-to-fit" aria-label={t('commands.fit')} onClick={() => layout && useCanvasStore.getState().setView(fitView(layout, size.w, size.h))} />
        </ButtonGroup>
      </div>
      {task.data && (
        <CanvasTabs
          canvases={sorted}
          current={canvas?.canvas_id ?? -1}
          readOnly={readOnly}
          onSelect={(id) => { setCanvasId(id); firstFit.current = true; useCanvasStore.getState().select(null); }}
          onAdd={() => void flowApi.createCanvas(taskId, `${t('canvas.newCanvas')} ${sorted.length}`).then((c) => { setCanvasId(c.canvas_id); firstFit.current = true; applyChange(); })}
          onRename={(c, name) => flowApi.renameCanvas(c.canvas_id, name).then(() => applyChange())}
        />
      )}
      <div className="cf-viewport" ref={viewport} tabIndex={0} aria-label={t('canvas.label')}>
        {layout && size.w > 0 ? (
          <Canvas layout={layout} size={size} onOpen={(key) => navigate(`/build/callflow/${taskId}/edit/${tree?.byKey.get(key)?.nodeId}`)} onContextMenu={() => undefined} />
        ) : (
          <div className="cf-loading"><Spinner size={32} /></div>
        )}
      </div>
      <InsertPicker
        open={picker === 'insert'}
        types={insertTypes({ edit, readOnly, planNodeTypes: plan.data ?? [], features } as never, selectedItem(), task.data?.task_type ?? 'voice')}
        onClose={() => setPicker(null)}
        onPick={(type) => {
          setPicker(null);
          const item = selectedItem();
          if (edit && item && canInsert(edit, item, type)) navigate(`/build/callflow/${taskId}/edit/new${newNodeSearch(type, item.nodeId)}`);
        }}
      />
      <FindNode open={picker === 'find'} nodes={(nodes.data ?? []).filter((n) => n.node_type !== 'condition_label')} onClose={() => setPicker(null)} onPick={(id) => { setPicker(null); focusNodeAnywhere(id); }} />
      {params.openNode !== null && edit && (
        <EditorHost edit={edit} open={params.openNode} search={search} onClose={() => navigate(`/build/callflow/${taskId}`)} />
      )}
    </div>
  );
}
