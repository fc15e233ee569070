import { useDndContext, useDroppable } from '@dnd-kit/core';
import { memo, useEffect, useMemo } from 'react';
import type { TreeItem } from '@shared/flow';
import type { RuleContext } from '../refusals';
import { useCanvasStore } from '../store';
import type { Positioned } from '../useLayout';
import { dropAllowed, type DragPayload } from './dragModel';
import { dropId, useActiveDrag } from './CanvasDnd';

const box = { w: 30, h: 20 };

/** One '+' box under an item; it takes the pointer while a drag is on and shows whether the drop is allowed. */
const DropBox = memo(function DropBox({ item, cx, top, allowed }: { item: TreeItem; cx: number; top: number; allowed: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: dropId(item.key) });
  const cls = `cf-drop${allowed ? ' cf-drop-ok' : ' cf-drop-no'}${isOver ? ' cf-drop-over' : ''}`;
  return (
    <g className={cls} transform={`translate(${cx - box.w / 2} ${top})`} data-drop-key={item.key} data-allowed={allowed} aria-hidden="true">
      <rect ref={setNodeRef as never} width={box.w} height={box.h} rx={6} />
      <path d={`M${box.w / 2} 5V${box.h - 5}M${box.w / 2 - 5} ${box.h / 2}H${box.w / 2 + 5}`} />
    </g>
  );
});

/**
 * The drop boxes under the items in view, drawn only while something is dragged (spec 2 §2). Boxes whose drop
 * the rules allow are marked so; the others still take the drop, to say 'Cannot drop here'.
 */
export function DropBoxes({ layout, list, rules }: { layout: Positioned; list: number[]; rules: RuleContext }) {
  const payload = useActiveDrag();
  const { measureDroppableContainers } = useDndContext();
  const boxes = useMemo(() => (payload ? boxesFor(layout, list, rules, payload) : []), [layout, list, rules, payload]);
  // The canvas may pan or zoom during a drag: the boxes are measured again where they now are, once the frame that
  // moves the canvas has placed them (an animation frame after the view changed).
  useEffect(() => {
    if (!payload) return;
    const ids = boxes.map((b) => dropId(b.item.key));
    let frame = 0;
    const unsubscribe = useCanvasStore.subscribe((s, prev) => {
      if (s.view === prev.view || frame) return;
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => ((frame = 0), measureDroppableContainers(ids)))));
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [payload, boxes, measureDroppableContainers]);
  if (!payload) return null;
  return (
    <g className="cf-drops">
      {boxes.map((b) => (
        <DropBox key={b.item.key} {...b} />
      ))}
    </g>
  );
}

function boxesFor(layout: Positioned, list: number[], rules: RuleContext, payload: DragPayload) {
  const { prepared, x, y } = layout;
  return list.map((i) => {
    const item = prepared.items[i];
    return { item, cx: x[i], top: y[i] + prepared.height[i] + 6, allowed: dropAllowed(rules, payload, item) };
  });
}
