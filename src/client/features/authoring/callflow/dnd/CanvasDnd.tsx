import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
} from '@dnd-kit/core';
import { Icon } from '@blueprintjs/core';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { showRefusal } from '../editActions';
import type { RuleContext } from '../refusals';
import { decideDrop, dragStartRefusal, type DragPayload, type DropDecision } from './dragModel';

/** The data every draggable of the canvas carries. */
export interface DragData {
  payload: DragPayload | null;
}

export const dropId = (key: string) => `drop:${key}`;
const keyOfDrop = (id: string | number) => String(id).slice('drop:'.length);

/** The payload being dragged (null when nothing is, or the drag was refused at its start). */
const ActiveDrag = createContext<DragPayload | null>(null);
export const useActiveDrag = () => useContext(ActiveDrag);

/** The card follows the pointer just below and right of it, so the drop box under the pointer stays in sight. */
const besidePointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  if (!draggingNodeRect || !(activatorEvent instanceof MouseEvent)) return transform;
  return {
    ...transform,
    x: transform.x + activatorEvent.clientX - draggingNodeRect.left + 14,
    y: transform.y + activatorEvent.clientY - draggingNodeRect.top + 14,
  };
};

/** Ends the pointer sensor's drag as Escape would (a drag the rules refuse at its start goes no further). */
const cancelDrag = () =>
  setTimeout(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true })));

interface Props {
  rules: RuleContext | null;
  /** The card drawn under the pointer while dragging. */
  describe(payload: DragPayload): { label: string; icon: string };
  onDrop(decision: Exclude<DropDecision, { kind: 'refuse' }>): void;
  children: ReactNode;
}

/**
 * Drag and drop on the canvas (dnd-kit): palette items and canvas nodes onto the drop boxes. A drag the rules
 * refuse shows 'Drag disabled' with its reason; a drop they refuse shows 'Cannot drop here' and changes nothing.
 */
export function CanvasDnd({ rules, describe, onDrop, children }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [active, setActive] = useState<DragPayload | null>(null);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const onDragStart = (e: DragStartEvent) => {
    const payload = (e.active.data.current as DragData | undefined)?.payload ?? null;
    const ctx = rulesRef.current;
    const refusal = payload && ctx ? dragStartRefusal(ctx, payload) : null;
    if (!payload || !ctx || refusal) {
      if (refusal) showRefusal(refusal);
      cancelDrag();
      return;
    }
    setActive(payload);
  };
  const onDragEnd = (e: DragEndEvent) => {
    const payload = active;
    setActive(null);
    const ctx = rulesRef.current;
    if (!payload || !ctx || !e.over) return;
    const target = ctx.tree.byKey.get(keyOfDrop(e.over.id));
    if (!target) return;
    const decision = decideDrop(ctx, payload, target);
    if (decision.kind === 'refuse') showRefusal(decision.refusal);
    else onDrop(decision);
  };
  const card = active ? describe(active) : null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      autoScroll={false}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <ActiveDrag.Provider value={active}>{children}</ActiveDrag.Provider>
      <DragOverlay dropAnimation={null} modifiers={[besidePointer]}>
        {card && (
          <div className="cf-drag-card" data-testid="drag-card">
            <Icon icon={card.icon as never} size={14} />
            <span>{card.label}</span>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
