import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { collectionOf, taskKey } from '@shared/taskmap/analysis';
import { backLink, followLink, stepLink, type MapCursor } from '@shared/taskmap/navigation';
import { CommandButton } from '@client/commands/CommandButton';
import { KeyHint } from '@client/commands/KeyHint';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { useSession } from '@client/session/store';
import { ScopeNotice } from '@client/shell/ScopeNotice';
import type { View } from '../callflow/store';
import { useViewportSize } from '../callflow/useViewportSize';
import { zoomAt, zoomLimits } from '../callflow/viewport';
import { useTaskMap } from './api';
import { FindTask } from './FindTask';
import { MapPanel } from './MapPanel';
import { MapSvg } from './MapSvg';
import { buildModel } from './model';
import { useMapLayout, type MapPositions } from './useMapLayout';
import { useTaskMapCommands } from './useTaskMapCommands';
import '../callflow/callflow.css';
import './taskmap.css';
import './taskmapEnglish';
// This screen's commands and keys (the shell's entry carries none of them).
import '@client/commands/screenRegistry';

function fit(layout: MapPositions, w: number, h: number): View {
  const pad = 32;
  const k = Math.max(zoomLimits.min, Math.min(1, (w - pad * 2) / Math.max(1, layout.width), (h - pad * 2) / Math.max(1, layout.height)));
  return { k, x: Math.max(pad, (w - layout.width * k) / 2), y: Math.max(pad, (h - layout.height * k) / 2) };
}

/** /build/tasks/map: the selected account's tasks as a graph, laid out by dagre in a worker. */
export default function TaskMapPage() {
  const { t } = useTranslation('taskmap');
  const [, navigate] = useLocation();
  const wanted = Number(new URLSearchParams(useSearch()).get('task')) || null;
  const account = useSession((s) => s.selection?.acId !== 'all');
  const map = useTaskMap();
  const model = useMemo(() => (map.data ? buildModel(map.data) : null), [map.data]);
  const layout = useMapLayout(model);
  const [viewportRef, size] = useViewportSize();
  const [view, setViewState] = useState<View>({ x: 0, y: 0, k: 1 });
  const [viewRef] = useState(() => ({ current: view }));
  const setView = useCallback(
    (v: View) => {
      viewRef.current = v;
      setViewState(v);
    },
    [viewRef],
  );
  const getView = useCallback(() => viewRef.current, [viewRef]);
  const [cursor, setCursor] = useState<MapCursor | null>(null);
  const [finding, setFinding] = useState(false);
  const { dateTime } = useDisplayDate();
  // Each task's last change, formatted once per answer (not on every move of the selection).
  const dates = useMemo(() => new Map((map.data?.tasks ?? []).map((task) => [task.updated_at, dateTime(task.updated_at)])), [map.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const dateOf = useCallback((at: string) => dates.get(at) ?? dateTime(at), [dates]); // eslint-disable-line react-hooks/exhaustive-deps

  // A new layout: fit it, and select the task asked for (?task=) or the first one.
  useEffect(() => {
    if (!layout || size.w === 0) return;
    setView(fit(layout, size.w, size.h));
    const first = wanted ? layout.model.graph.indexOf.get(taskKey(wanted)) : undefined;
    setCursor((c) =>
      c && c.node < layout.model.graph.nodes.length ? c : layout.model.graph.nodes.length ? { node: first ?? 0, edge: null } : null,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, size.w > 0]);

  const graph = layout?.model.graph ?? null;
  const collection = useMemo(
    () => (graph && cursor && graph.nodes[cursor.node]?.task ? collectionOf(graph, cursor.node) : new Set<number>()),
    [graph, cursor?.node],
  );
  const nameOf = (i: number) => {
    const n = graph?.nodes[i];
    return n?.task ? n.task.task_name : t('campaign', { id: n?.campaignId });
  };

  const centreOn = (node: number) => {
    if (!layout) return;
    const v = viewRef.current;
    const sx = layout.x[node] * v.k + v.x;
    const sy = layout.y[node] * v.k + v.y;
    if (sx > 140 && sx < size.w - 140 && sy > 60 && sy < size.h - 60) return;
    setView({ k: v.k, x: size.w / 2 - layout.x[node] * v.k, y: size.h / 2 - layout.y[node] * v.k });
  };
  const moveTo = (next: MapCursor | null) => {
    if (!next) return;
    setCursor(next);
    centreOn(next.node);
  };
  const open = (node: number) => {
    const task = graph?.nodes[node]?.task;
    if (task) navigate(`/build/callflow/${task.task_id}`);
  };
  const selectedEdge = cursor?.edge ?? null;
  const linkEdge = graph && selectedEdge !== null ? graph.edges[selectedEdge] : null;

  useTaskMapCommands({
    ready: !!layout,
    dialogOpen: finding,
    hasSelection: !!cursor,
    hasLinkEdge: !!linkEdge,
    stepLink: (d) => graph && cursor && setCursor(stepLink(graph, cursor, d)),
    follow: () => graph && cursor && moveTo(followLink(graph, cursor)),
    back: () => graph && cursor && moveTo(backLink(graph, cursor)),
    openTask: () => cursor && open(cursor.node),
    openAtLink: () => linkEdge && navigate(`/build/callflow/${linkEdge.from_task_id}/${linkEdge.node_id}`),
    find: () => setFinding(true),
    zoom: (f) => setView(zoomAt(viewRef.current, f, size.w / 2, size.h / 2)),
    fit: () => layout && setView(fit(layout, size.w, size.h)),
  });

  if (!account) {
    return (
      <div className="studio-page">
        <ScopeNotice level="ac" need="individual" resource={t('title')} />
      </div>
    );
  }
  const announce =
    cursor && graph
      ? `${nameOf(cursor.node)}${linkEdge ? `. ${t('panel.selectedEdge', { name: `${linkEdge.node_name} (${nameOf(graph.from[selectedEdge!])} → ${nameOf(graph.to[selectedEdge!])})` })}` : ''}`
      : '';
  return (
    <div className="tm-page cf-page">
      <div className="cf-head">
        <h1 className="cf-title-text">{t('title')}</h1>
        <span className="bp6-text-muted tm-subtitle">{t('subtitle')}</span>
        <span className="cf-spacer" />
        <CommandButton command="taskmap.find" text={t('find.title')} disabled={!layout}>
          <KeyHint command="taskmap.find" />
        </CommandButton>
        <CommandButton command="taskmap.fit" aria-label={t('commands.fit')} disabled={!layout} />
        <Button icon="th-list" text={t('backToTasks')} onClick={() => navigate('/build/tasks')} />
      </div>
      <div className="cf-body">
        <div
          ref={viewportRef}
          className="cf-viewport tm-viewport"
          tabIndex={0}
          role="application"
          aria-roledescription={t('title')}
          aria-label={t('label')}
          aria-describedby="tm-announce"
        >
          {map.isError ? (
            <NonIdealState
              icon="error"
              title={t('loadFailed')}
              description={map.error.message}
              action={<Button icon="refresh" text={t('retry')} onClick={() => void map.refetch()} />}
            />
          ) : model && model.graph.nodes.length === 0 ? (
            <NonIdealState icon="graph" title={t('empty')} description={t('emptyHint')} />
          ) : !layout ? (
            <div className="cf-loading" role="status">
              <Spinner size={28} aria-label={model ? t('layingOut', { count: model.graph.nodes.length }) : t('loading')} />
            </div>
          ) : (
            <MapSvg
              layout={layout}
              size={size}
              view={view}
              setView={setView}
              getView={getView}
              selected={cursor?.node ?? null}
              selectedEdge={selectedEdge}
              collection={collection}
              dateOf={dateOf}
              onSelect={(node) => setCursor({ node, edge: null })}
              onOpen={open}
            />
          )}
          <p id="tm-announce" className="tm-announce" aria-live="polite">
            {announce}
          </p>
        </div>
        {/* The panel's place is kept while the map loads, so the viewport the map is fitted to keeps its size. */}
        {layout ? (
          <MapPanel
            model={layout.model}
            selected={cursor?.node ?? null}
            selectedEdge={selectedEdge}
            collectionSize={collection.size}
            nameOf={nameOf}
          />
        ) : (
          <aside className="tm-panel" aria-hidden="true" />
        )}
      </div>
      {graph && (
        <FindTask
          open={finding}
          graph={graph}
          onClose={() => setFinding(false)}
          onPick={(node) => {
            setFinding(false);
            moveTo({ node, edge: null });
            document.querySelector<HTMLElement>('.tm-viewport')?.focus();
          }}
        />
      )}
    </div>
  );
}
