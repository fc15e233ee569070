import { Icon } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { AnyContentTab } from '../tabTypes';

const rowHeight = 48;

/** The virtualized list of the contents window; Enter or a click opens an item. */
export function ContentsList({ tab, items, onOpen }: { tab: AnyContentTab; items: unknown[]; onOpen(id: number): void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  return (
    <div ref={scroller} className="content-modal-list" role="listbox">
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((v) => {
          const item = items[v.index];
          const id = tab.idOf(item);
          return (
            <button
              key={id}
              type="button"
              role="option"
              aria-selected={false}
              className="content-modal-row"
              style={{ transform: `translateY(${v.start}px)` }}
              onClick={() => onOpen(id)}
            >
              <Icon icon={tab.icon} size={14} />
              <span className="content-modal-name">{tab.nameOf(item)}</span>
              <span className="content-modal-detail">{tab.detailOf?.(item)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
