import { useDraggable } from '@dnd-kit/core';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@shared/api/flow';
import type { NodeIssues } from './diagnostics/nodeDiagnostics';
import type { DragData } from './dnd/CanvasDnd';
import { DropBoxes } from './dnd/DropBoxes';
import { Edges } from './Edges';
import { NodeView } from './NodeView';
import type { RuleContext } from './refusals';
import { useCanvasStore } from './store';
import type { Positioned } from './useLayout';
import { visibleItems } from './viewport';
import { useLiveView } from './useLiveView';
import { useWheelPanZoom } from './useWheelPanZoom';
import { useNodeTypeLabels } from './nodeTypeLabels';

interface Props {
  layout: Positioned;
  /** Size of the viewport, measured by the page. */
  size: { w: number; h: number };
  /** The rules drags and drops are checked against; null while the task loads. */
  rules: RuleContext | null;
  issuesOf(node: FlowNode): NodeIssues | null;
  onOpen(key: string): void;
  onContextMenu(key: string, at: { left: number; top: number }): void;
  /** While two versions are compared: each node's difference, drawn on it. */
  diffOf?(nodeId: number): { status: 'added' | 'removed' | 'changed'; symbol: string; label: string } | undefined;
  /** The other people who have a node selected (presence). */
  remoteOf?(nodeId: number): string | undefined;
}

/**
 * The SVG canvas: pan (drag, Space+drag, scroll), zoom (Ctrl+wheel), and only the items in view are drawn. A pan or
 * zoom moves the drawn layer at once and draws the items anew only when needed (useLiveView.ts).
 */
export function Canvas({ layout, size, rules, issuesOf, onOpen, onContextMenu, diffOf, remoteOf }: Props) {
  const { t } = useTranslation('flow');
  const setView = useCanvasStore((s) => s.setView);
  const select = useCanvasStore((s) => s.select);
  const svg = useRef<SVGSVGElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const paper = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; moved: boolean } | null>(null);
  const [panning, setPanning] = useState(false);
  // One draggable for every node: a press on a node hands it the node (with Shift: its branch) and its element.
  const nodeDrag = useRef<DragData>({ payload: null }).current;
  const draggable = useDraggable({ id: 'cf-node', data: nodeDrag });

  const labels = useNodeTypeLabels();
  // The first paint draws the screen; the band around it follows at low priority, and after every move of the view.
  const banded = useBandAfterFirstPaint();
  const { drawn, settled } = useLiveView(layer, paper, size, banded);
  const { mask, list } = useMemo(() => visibleItems(layout, drawn, size.w, size.h, settled), [layout, drawn, settled, size]);

  useWheelPanZoom(stage, getView, setView);

  useLayoutEffect(() => {
    svg.current?.setAttribute('data-painted', String(layout.x.length));
  }, [layout]);

  const keyAt = (target: EventTarget) => (target as Element).closest?.('[data-key]')?.getAttribute('data-key') ?? null;
  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.button !== 0) return;
    const key = keyAt(e.target);
    if (key && !spaceHeld) {
      select(key);
      nodeDrag.payload = { kind: 'move', key, branch: e.shiftKey };
      draggable.setNodeRef((e.target as Element).closest('[data-key]') as HTMLElement);
      draggable.listeners?.onPointerDown?.(e);
      return;
    }
    const view = getView();
    drag.current = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y, moved: false };
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    setPanning(true);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    d.moved = true;
    setView({ k: getView().k, x: d.vx + e.clientX - d.x, y: d.vy + e.clientY - d.y });
  };
  const onPointerUp = () => {
    if (drag.current && !drag.current.moved) select(null);
    drag.current = null;
    setPanning(false);
  };

  const { prepared, x, y } = layout;
  // Said once a render, not once a drawn node: a pan re-renders every node in view.
  const orphanLabel = t('canvas.orphan');
  const leafLabel = t('canvas.leaf');
  return (
    <div
      ref={stage}
      className={`cf-stage${panning ? ' cf-panning' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onDoubleClick={(e) => {
        const key = keyAt(e.target);
        if (key) onOpen(key);
      }}
      onContextMenu={(e) => {
        const key = keyAt(e.target);
        if (!key) return;
        e.preventDefault();
        select(key);
        onContextMenu(key, { left: e.clientX, top: e.clientY });
      }}
    >
      <div ref={paper} className="cf-paper" aria-hidden="true" />
      <div ref={layer} className="cf-layer">
        <svg ref={svg} className="cf-svg" width={size.w} height={size.h} role="tree" aria-label={t('canvas.label')}>
          <g transform={`translate(${drawn.x} ${drawn.y}) scale(${drawn.k})`}>
            <Edges layout={layout} visible={mask} />
            {list.map((i) => {
              const item = prepared.items[i];
              const meta = labels.get(item.node.node_type);
              return (
                <NodeView
                  key={item.key}
                  item={item}
                  template={prepared.templates[i]}
                  x={x[i]}
                  y={y[i]}
                  // A Go to names where it goes (its title is the builder's own name for it).
                  typeLabel={item.node.goto_node ? `→ ${item.node.goto_node.goto_node_name}` : (meta?.label ?? item.node.node_type)}
                  icon={meta?.icon ?? 'cube'}
                  orphanLabel={orphanLabel}
                  leafLabel={leafLabel}
                  issues={issuesOf(item.node)}
                  diff={diffOf?.(item.nodeId)}
                  remote={remoteOf?.(item.nodeId)}
                />
              );
            })}
            {rules && <DropBoxes layout={layout} list={list} rules={rules} />}
          </g>
        </svg>
      </div>
    </div>
  );
}

const getView = () => useCanvasStore.getState().view;

/** False until the browser is idle after the canvas's first paint: the band around the screen never delays it. */
function useBandAfterFirstPaint(): boolean {
  const [banded, setBanded] = useState(false);
  useEffect(() => {
    const band = () => startTransition(() => setBanded(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(band, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = window.setTimeout(band, 200);
    return () => window.clearTimeout(id);
  }, []);
  return banded;
}

let spaceHeld = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && (e.target as HTMLElement).closest?.('.cf-viewport')) spaceHeld = true;
  });
  // Capture on window: heard even when the release is kept from the page (shell/keyClicks.ts).
  window.addEventListener(
    'keyup',
    (e) => {
      if (e.code === 'Space') spaceHeld = false;
    },
    true,
  );
}
