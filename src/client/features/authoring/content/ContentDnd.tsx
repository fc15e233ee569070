import { Icon } from '@blueprintjs/core';
import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { draggedIds } from './selection';
import { useContentStore } from './store';
import type { AnyContentTab } from './tabTypes';
import { useMove } from './useMove';

/** Dragging rows (the selection when the dragged row is in it) onto a sidebar folder moves them. */
export function ContentDnd({ tab, canWrite, children }: { tab: AnyContentTab; canWrite: boolean; children: ReactNode }) {
  const { t } = useTranslation('content');
  const mover = useMove(tab);
  const [dragging, setDragging] = useState<{ ids: number[]; name: string } | null>(null);
  // A small distance keeps clicks (select, open) apart from drags.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const onStart = (e: DragStartEvent) => {
    const data = e.active.data.current as { id: number; name: string } | undefined;
    if (!data) return;
    setDragging({ ids: draggedIds(useContentStore.getState().selection, data.id), name: data.name });
  };
  const onEnd = (e: DragEndEvent) => {
    const moving = dragging;
    setDragging(null);
    const folderId = (e.over?.data.current as { folderId?: number } | undefined)?.folderId;
    if (!moving || folderId === undefined || !canWrite) return;
    if (folderId === useContentStore.getState().folderId && useContentStore.getState().sidebarTab === 'folders') return;
    void mover.move(folderId, moving.ids);
  };

  return (
    <DndContext sensors={sensors} onDragStart={onStart} onDragEnd={onEnd} onDragCancel={() => setDragging(null)}>
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="content-drag-chip">
            <Icon icon={tab.icon} size={14} />
            <span>{dragging.ids.length === 1 ? dragging.name : t('list.dragging', { count: dragging.ids.length })}</span>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
