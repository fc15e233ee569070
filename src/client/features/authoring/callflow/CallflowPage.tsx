import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { offeredNodeTypes } from '@shared/flow';
import { messages } from '@shared/messages';
import { registry } from '@plugins/registry';
import { tabPanelProps } from '@client/shell/tabPanel';
import { flowApi } from './api';
import { Canvas } from './Canvas';
import { CanvasHead } from './CanvasHead';
import { CanvasOverlays } from './CanvasOverlays';
import { CanvasSides } from './CanvasSides';
import { CanvasTabs } from './CanvasTabs';
import { CanvasDnd } from './dnd/CanvasDnd';
import type { DragPayload } from './dnd/dragModel';
import { NodePalette } from './dnd/NodePalette';
import { run } from './editActions';
import { newNodeSearch } from './EditorHost';
import type { MenuAt } from './NodeContextMenu';
import { useCanvasPage } from './useCanvasPage';
import { useCanvasPageControls } from './useCanvasPageControls';
import './callflow.css';
import '../buildEnglish';
// This screen's commands and keys (the shell's entry carries none of them).
import '@client/commands/screenRegistry';

/** /build/callflow/{task_id}/{nav_to_node_id?}: the call-flow editor of a task (spec 2 §2). */
export default function CallflowPage() {
  const { t } = useTranslation('flow');
  const [, navigate] = useLocation();
  const page = useCanvasPage();
  const [picker, setPicker] = useState<'insert' | 'find' | null>(null);
  const [menuAt, setMenuAt] = useState<MenuAt | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(true);
  const controls = useCanvasPageControls(page, {
    openPicker: setPicker,
    openMenuAt: setMenuAt,
    toggleNodePalette: () => setPaletteOpen((o) => !o),
  });
  const { params, taskId, task, nodes, tree, layout, size, edit, canvas, readOnly } = page;
  // Exactly what the server offers the account (plan, task type, features, domain, admin settings: spec 2 §5).
  const paletteTypes = useMemo(() => offeredNodeTypes(registry, page.offered.data ?? []), [page.offered.data]);

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
        modified={page.modified}
        comparing={page.compareView.active}
        others={page.presence.others}
        liveOn={controls.liveOn}
        canWrite={page.canWrite}
        ready={controls.ready}
        paletteOpen={paletteOpen}
      />
      {task.data && (
        <CanvasTabs
          canvases={page.canvases}
          current={canvas?.canvas_id ?? -1}
          readOnly={readOnly}
          onSelect={page.showCanvas}
          onRename={page.tabs.rename}
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
          {!readOnly && paletteOpen && <NodePalette types={paletteTypes} onPick={controls.insertAfterSelection} />}
          <div className="cf-viewport" ref={page.viewport} tabIndex={0} aria-label={t('canvas.label')}>
            {layout && size.w > 0 ? (
              <Canvas
                layout={layout}
                size={size}
                rules={edit}
                issuesOf={page.issuesOf}
                onOpen={(key) => navigate(`/build/callflow/${taskId}/edit/${tree?.byKey.get(key)?.nodeId}`)}
                onContextMenu={(key, at) => setMenuAt({ key, ...at })}
                diffOf={page.diffMarks}
                remoteOf={page.presence.others.length ? page.presence.remoteOf : undefined}
              />
            ) : (
              <div className="cf-loading">
                <Spinner size={32} />
              </div>
            )}
          </div>
          <CanvasSides page={page} onPublish={controls.publish} focusCanvas={controls.focusCanvas} />
        </div>
      </CanvasDnd>
      <CanvasOverlays
        page={page}
        menuAt={menuAt}
        picker={picker}
        closeMenu={() => {
          setMenuAt(null);
          page.viewportEl.current?.focus();
        }}
        closePicker={() => setPicker(null)}
        insertAfterSelection={controls.insertAfterSelection}
      />
    </div>
  );
}
