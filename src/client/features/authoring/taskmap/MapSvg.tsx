import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '../callflow/store';
import { useWheelPanZoom } from '../callflow/useWheelPanZoom';
import { edgePath } from './model';
import type { MapPositions } from './useMapLayout';

interface Props {
  layout: MapPositions;
  size: { w: number; h: number };
  view: View;
  setView(view: View): void;
  getView(): View;
  selected: number | null;
  selectedEdge: number | null;
  collection: ReadonlySet<number>;
  dateOf(at: string): string;
  onSelect(node: number): void;
  onOpen(node: number): void;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The map drawn in SVG: boxes where dagre put them, every link as a curve; drag or wheel pans, Ctrl+wheel zooms. */
export function MapSvg({ layout, size, view, setView, getView, selected, selectedEdge, collection, dateOf, onSelect, onOpen }: Props) {
  const { t } = useTranslation('taskmap');
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; moved: boolean } | null>(null);
  const [panning, setPanning] = useState(false);
  useWheelPanZoom(svg, getView, setView);
  const { model, x, y } = layout;
  const { graph } = model;

  const indexAt = (target: EventTarget) => {
    const key = (target as Element).closest?.('[data-index]')?.getAttribute('data-index');
    return key === null || key === undefined ? null : Number(key);
  };
  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.button !== 0) return;
    const i = indexAt(e.target);
    if (i !== null) return onSelect(i);
    drag.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, moved: false };
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    setPanning(true);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    d.moved = true;
    setView({ k: view.k, x: d.vx + e.clientX - d.x, y: d.vy + e.clientY - d.y });
  };
  const onPointerUp = () => {
    drag.current = null;
    setPanning(false);
  };

  const mine = (e: number) => selected !== null && (graph.from[e] === selected || graph.to[e] === selected);
  return (
    <svg
      ref={svg}
      className={`tm-svg${panning ? ' tm-panning' : ''}`}
      width={size.w}
      height={size.h}
      aria-hidden="true"
      data-painted={graph.nodes.length}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onDoubleClick={(e) => {
        const i = indexAt(e.target);
        if (i !== null) onOpen(i);
      }}
    >
      <defs>
        {['edge', 'mine', 'problem'].map((kind) => (
          <marker
            key={kind}
            id={`tm-arrow-${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerUnits="userSpaceOnUse"
            markerWidth="10"
            markerHeight="10"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className={`tm-arrow-${kind}`} />
          </marker>
        ))}
      </defs>
      <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
        <g className="tm-edges">
          {graph.edges.map((edge, e) => {
            const a = graph.from[e];
            const b = graph.to[e];
            const p = edgePath(x[a], y[a], model.width[a], x[b], y[b], model.width[b]);
            const problem = model.cycleEdges.has(e);
            const kind = problem ? 'problem' : mine(e) ? 'mine' : 'edge';
            const cls = `tm-edge tm-edge-${kind}${edge.kind === 'trigger_campaign' ? ' tm-edge-campaign' : ''}${e === selectedEdge ? ' tm-edge-selected' : ''}`;
            return (
              <g key={e} className={cls} data-edge={e}>
                <path d={p.d} markerEnd={`url(#tm-arrow-${kind})`} />
                {(mine(e) || problem) && (
                  <text x={p.mx} y={p.my - 4} className="tm-edge-label">
                    {clip(edge.node_name, 28)}
                  </text>
                )}
              </g>
            );
          })}
        </g>
        {graph.nodes.map((node, i) => {
          const w = model.width[i];
          const h = model.height[i];
          const cls = [
            'tm-box',
            node.task ? 'tm-task' : 'tm-campaign',
            i === selected && 'tm-selected',
            collection.has(i) && 'tm-in-collection',
            model.cycleNodes.has(i) && 'tm-recursion',
            model.unlinked.has(i) && 'tm-unlinked',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <g key={node.key} className={cls} data-index={i} data-key={node.key} transform={`translate(${x[i] - w / 2} ${y[i] - h / 2})`}>
              <rect width={w} height={h} rx={8} className="tm-shape" />
              {node.task ? (
                <>
                  <text x={12} y={22} className="tm-title">
                    {clip(node.task.task_name, 26)}
                  </text>
                  <text x={12} y={42} className="tm-sub">
                    {t(`types.${node.task.task_type}`, { defaultValue: node.task.task_type })}
                    {node.task.protected ? ` · ${t('protected')}` : ''}
                    {node.task.version_in_use_modified ? ' · ●' : ''}
                  </text>
                  <text x={12} y={57} className="tm-date">
                    {t('changed', { when: dateOf(node.task.updated_at) })}
                  </text>
                  {model.unlinked.has(i) && <circle cx={w - 12} cy={12} r={5} className="tm-unlinked-dot" />}
                </>
              ) : (
                <text x={12} y={25} className="tm-title">
                  {t('campaign', { id: node.campaignId })}
                </text>
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
