import { Button, Callout, Classes, HTMLSelect, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@shared/api/flow';
import { simChannels, type SimChannel } from '@shared/api/sim';
import type { TrafficQuery, TrafficView } from '@shared/api/traffic';
import type { FlowTree } from '@shared/flow';
import { trafficDefaultDays } from '@shared/traffic';
import { useVersionsStore } from '../versions/store';
import { useCanvasStore } from '../callflow/store';
import { useTraffic } from './api';
import { setTrafficWords } from './marks';
import { lostOf, trafficMarks, useTrafficStore } from './store';
import { NodeEvents } from './NodeEvents';
import { NodeSessions } from './NodeSessions';
import { Recordings } from './Recordings';
import '../run/run.css';
import './traffic.css';

export interface TrafficPanelProps {
  taskId: number;
  nodes: readonly FlowNode[];
  tree: FlowTree | null;
  /** The user may change the task (delete its recordings). */
  canWrite: boolean;
  onFocusNode(nodeId: number): void;
  onClose(): void;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => day(new Date(Date.now() - n * 86_400_000));

/** The node a selected canvas item stands for (a branch's dummy stands for its owner). */
const useSelectedNode = (tree: FlowTree | null) => useCanvasStore((s) => (s.selectedKey && tree?.byKey.get(s.selectedKey)?.nodeId) || null);

/** The Traffic overlay's panel: the range and channel, the nodes losing the most callers, and the selected node's numbers and sessions. */
export default function TrafficPanel({ taskId, nodes, tree, canWrite, onFocusNode, onClose }: TrafficPanelProps) {
  const [tab, setTab] = useState<'traffic' | 'recordings'>('traffic');
  const { t } = useTranslation('flow');
  const [start, setStart] = useState(daysAgo(trafficDefaultDays - 1));
  const [end, setEnd] = useState(day(new Date()));
  const [channel, setChannel] = useState<SimChannel | ''>('');
  // A published version being viewed (the newer side of a comparison): only the sessions that ran it.
  const compareTo = useVersionsStore((s) => s.compare?.to);
  const versionId = typeof compareTo === 'number' ? compareTo : undefined;
  const q: TrafficQuery = {
    task_id: taskId,
    start_date: start,
    end_date: end,
    ...(channel ? { channel } : {}),
    ...(versionId ? { version_id: versionId } : {}),
  };
  const traffic = useTraffic(q);
  const view = traffic.data;
  const selected = useSelectedNode(tree);
  const names = useMemo(() => new Map(nodes.map((n) => [n.node_id, n.node_name || `#${n.node_id}`])), [nodes]);
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The placeholders stay for the marks to fill in per node.
    const keep = { n: ':n', seconds: ':seconds', percent: ':percent' };
    setTrafficWords({
      sessions: t('traffic.mark.sessions', keep),
      lost: t('traffic.mark.lost', keep),
      losing: t('traffic.mark.losing'),
      median: t('traffic.mark.median', keep),
      branch: t('traffic.mark.branch', keep),
    });
  }, [t]);
  useEffect(() => heading.current?.focus(), []);
  // The marks are computed once per answer; each drawn node reads its own.
  useEffect(() => {
    useTrafficStore.getState().setMarks(view ? trafficMarks(view, tree) : new Map());
  }, [view, tree]);

  return (
    <aside
      className="run-panel traffic-panel"
      aria-labelledby="traffic-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="run-head">
        <h2 id="traffic-title" tabIndex={-1} ref={heading}>
          {t('traffic.title')}
        </h2>
        <Button minimal icon="cross" aria-label={t('traffic.close')} onClick={onClose} />
      </header>
      <Tabs id="traffic-tabs" selectedTabId={tab} onChange={(id) => setTab(id as 'traffic' | 'recordings')}>
        <Tab
          id="traffic"
          title={t('traffic.tab')}
          panel={
            <div className="traffic-tab">
              <div className="traffic-filters">
                <label>
                  {t('traffic.from')}
                  <input
                    className={Classes.INPUT}
                    type="date"
                    value={start}
                    max={end}
                    onChange={(e) => e.target.value && setStart(e.target.value)}
                  />
                </label>
                <label>
                  {t('traffic.to')}
                  <input className={Classes.INPUT} type="date" value={end} onChange={(e) => e.target.value && setEnd(e.target.value)} />
                </label>
                <label>
                  {t('traffic.channel')}
                  <HTMLSelect value={channel} onChange={(e) => setChannel(e.target.value as SimChannel | '')}>
                    <option value="">{t('traffic.allChannels')}</option>
                    {simChannels.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </HTMLSelect>
                </label>
                {versionId && <p className="traffic-version">{t('traffic.versionOnly', { id: versionId })}</p>}
              </div>
              {traffic.isLoading ? (
                <Spinner size={24} aria-label={t('traffic.loading')} />
              ) : traffic.isError ? (
                <Callout intent="danger" role="alert" title={t('traffic.failed')}>
                  {traffic.error.message}
                </Callout>
              ) : !view || view.nodes.length === 0 ? (
                <NonIdealState icon="heat-grid" title={t('traffic.empty')} description={t('traffic.emptyHint')} />
              ) : (
                <>
                  <p>{t('traffic.summary', { sessions: Math.max(...view.nodes.map((n) => n.sessions)), nodes: view.nodes.length })}</p>
                  <Losing view={view} nameOf={nameOf} onFocusNode={onFocusNode} />
                  {selected !== null && <NodeDetail view={view} nodeId={selected} nameOf={nameOf} />}
                  {selected !== null ? <NodeSessions query={q} nodeId={selected} nameOf={nameOf} /> : <p>{t('traffic.pickNode')}</p>}
                  {selected !== null && <NodeEvents query={q} nodeId={selected} />}
                </>
              )}
            </div>
          }
        />
        <Tab
          id="recordings"
          title={t('traffic.recordings.tab')}
          panel={<Recordings taskId={taskId} nameOf={nameOf} canDelete={canWrite} />}
        />
      </Tabs>
    </aside>
  );
}

/** The nodes losing the most callers, named in words (not colour alone); a click selects the node on the canvas. */
function Losing({ view, nameOf, onFocusNode }: { view: TrafficView; nameOf(id: number): string; onFocusNode(id: number): void }) {
  const { t } = useTranslation('flow');
  if (view.losing.length === 0) return <p>{t('traffic.noneLost')}</p>;
  const byId = new Map(view.nodes.map((n) => [n.node_id, n]));
  return (
    <section aria-labelledby="traffic-losing">
      <h3 id="traffic-losing">{t('traffic.losing')}</h3>
      <ol className="traffic-list">
        {view.losing.map((id) => {
          const n = byId.get(id)!;
          return (
            <li key={id}>
              <Button minimal small icon="arrow-down" className="traffic-losing-node" onClick={() => onFocusNode(id)}>
                <span className="traffic-losing-word">{nameOf(id)}</span> —{' '}
                {t('traffic.lostLine', { lost: lostOf(n), sessions: n.sessions, hangUp: n.hang_up, errors: n.errors, noInput: n.no_input })}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The selected node's numbers and the share of its sessions each branch took. */
function NodeDetail({ view, nodeId, nameOf }: { view: TrafficView; nodeId: number; nameOf(id: number): string }) {
  const { t } = useTranslation('flow');
  const n = view.nodes.find((x) => x.node_id === nodeId);
  const links = view.links.filter((l) => l.from_node_id === nodeId).sort((a, b) => b.sessions - a.sessions);
  return (
    <section aria-labelledby="traffic-node">
      <h3 id="traffic-node">{nameOf(nodeId)}</h3>
      {!n ? (
        <p>{t('traffic.notReached')}</p>
      ) : (
        <table className="traffic-table" data-testid="traffic-node-numbers">
          <tbody>
            <tr>
              <th scope="row">{t('traffic.col.sessions')}</th>
              <td data-traffic-sessions>{n.sessions}</td>
            </tr>
            <tr>
              <th scope="row">{t('traffic.col.ended')}</th>
              <td>{n.ended}</td>
            </tr>
            <tr>
              <th scope="row">{t('traffic.col.hangUp')}</th>
              <td>{n.hang_up}</td>
            </tr>
            <tr>
              <th scope="row">{t('traffic.col.errors')}</th>
              <td>{n.errors}</td>
            </tr>
            <tr>
              <th scope="row">{t('traffic.col.noInput')}</th>
              <td>{n.no_input}</td>
            </tr>
            <tr>
              <th scope="row">{t('traffic.col.median')}</th>
              <td>{n.median_s === null ? t('traffic.notMeasured') : t('traffic.seconds', { seconds: n.median_s })}</td>
            </tr>
          </tbody>
        </table>
      )}
      {links.length > 0 && (
        <>
          <h3>{t('traffic.branches')}</h3>
          <ul className="traffic-list">
            {links.map((l) => (
              <li key={l.to_node_id}>
                {t('traffic.branchLine', { node: nameOf(l.to_node_id), percent: Math.round(l.share * 100), sessions: l.sessions })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
