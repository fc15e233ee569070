import { NonIdealState, Spinner } from '@blueprintjs/core';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentStore } from '../store';
import { tabWords, type AnyContentTab, type ContentRow } from '../tabTypes';
import { ContentRowView } from './ContentRowView';

const rowHeight = 44;
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

interface Props {
  tab: AnyContentTab;
  items: ContentRow[];
  loading: boolean;
  canWrite: boolean;
}

/** The virtualized list of a content tab (TanStack Table columns, TanStack Virtual rows). */
export function ContentList({ tab, items, loading, canWrite }: Props) {
  const { t } = useTranslation('content');
  const scroller = useRef<HTMLDivElement>(null);
  const selected = useContentStore((s) => s.selection.ids);
  const editor = useContentStore((s) => s.editor);
  const store = useContentStore.getState;
  const table = useReactTable({ data: items, columns: tab.columns, getCoreRowModel: getCoreRowModel() });
  const rows = table.getRowModel().rows;
  const order = useMemo(() => items.map((item) => tab.idOf(item)), [items, tab]);
  const template = ['36px', ...tab.columns.map((c) => (c.size ? `${c.size}px` : 'minmax(120px, 1fr)'))].join(' ');
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });

  useEffect(() => store().prune(order), [order, store]);
  // Ctrl/Cmd+A selects every listed item while the focus is not in a text field or a dialog.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'a' || !(isMac ? e.metaKey : e.ctrlKey) || e.altKey || e.shiftKey) return;
      if (typing(e.target) || document.body.classList.contains('bp6-overlay-open')) return;
      e.preventDefault();
      store().selectAll(order);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [order, store]);

  // One handler for every row (rows are memoized: a scroll mounts the rows coming into view and leaves the others be).
  const onRowClick = useCallback(
    (id: number, e: MouseEvent, fromCheckbox: boolean) => {
      const toggle = fromCheckbox || (isMac ? e.metaKey : e.ctrlKey);
      if (e.shiftKey || toggle) {
        // Not on the checkbox itself: preventDefault on a checkbox click makes the browser undo its tick after React set it.
        if (!fromCheckbox) e.preventDefault();
        store().click(order, id, { shift: e.shiftKey, toggle });
        return;
      }
      store().click(order, id, {});
      store().openEditor({ mode: 'update', id });
    },
    [order, store],
  );

  if (loading && items.length === 0)
    return (
      <div className="content-list-state">
        <Spinner size={28} />
      </div>
    );
  if (items.length === 0) {
    return (
      <NonIdealState
        className="content-list-state"
        icon={tab.icon}
        title={t('list.empty', tabWords(t, tab))}
        description={t('list.emptyHint')}
      />
    );
  }
  const allSelected = order.every((id) => selected.has(id));
  return (
    <div className="content-grid" role="grid" aria-label={t(tab.title)} aria-rowcount={rows.length} aria-multiselectable>
      <div className="content-row content-row-head" role="row" style={{ gridTemplateColumns: template }}>
        <div role="columnheader" className="content-row-check">
          <input
            type="checkbox"
            className="content-check-all"
            aria-label={t('list.selectAll')}
            checked={allSelected}
            onChange={() => store().selectAll(order)}
          />
        </div>
        {table.getFlatHeaders().map((h) => (
          <div role="columnheader" key={h.id} className={`content-col content-col-${h.id}`}>
            {t(String(h.column.columnDef.header))}
          </div>
        ))}
      </div>
      <div ref={scroller} className="content-scroller" data-testid="content-list">
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((v) => {
            const row = rows[v.index];
            const id = order[v.index];
            return (
              <ContentRowView
                key={id}
                row={row}
                id={id}
                name={tab.nameOf(row.original)}
                start={v.start}
                template={template}
                selected={selected.has(id)}
                open={editor?.mode === 'update' && editor.id === id}
                canDrag={canWrite}
                onClick={onRowClick}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
