import { Checkbox, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellText, typeHints, type DocumentRow, type GridColumn, type GridEdits } from './documents';

export type GridRow = { kind: 'new'; key: number; values: Readonly<Record<string, string>> } | { kind: 'doc'; doc: DocumentRow };
export const rowKey = (r: GridRow) => (r.kind === 'new' ? `n${r.key}` : `d${r.doc.document_id}`);

interface Props {
  columns: GridColumn[];
  rows: GridRow[];
  edits: GridEdits;
  selected: ReadonlySet<number>;
  refused: { row: string; column: string } | null;
  readOnly: boolean;
  loading: boolean;
  hasMore: boolean;
  onMore(): void;
  onSelect(ids: number[], on: boolean): void;
  onEdit(row: GridRow, column: string, text: string): void;
}

const rowHeight = 36;
/** Fixed check and id columns; data columns at least 128 px, sharing what is left. */
const width = { check: 36, id: 64, column: 128 };

/** The documents of a datastore: TanStack Table columns, TanStack Virtual rows, one input per cell. */
export function DocumentsGrid({ columns, rows, edits, selected, refused, readOnly, loading, hasMore, onMore, onSelect, onEdit }: Props) {
  const { t } = useTranslation('content');
  const scroller = useRef<HTMLDivElement>(null);
  const defs = useMemo<ColumnDef<GridRow>[]>(
    () => [
      { id: '#select', size: width.check },
      { id: '#id', size: width.id },
      ...columns.map((c) => ({ id: c.name, size: width.column })),
    ],
    [columns],
  );
  const table = useReactTable({ data: rows, columns: defs, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  const model = table.getRowModel().rows;
  const virtual = useVirtualizer({
    count: model.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const items = virtual.getVirtualItems();
  const template = defs.map((d, i) => (i < 2 ? `${d.size}px` : `minmax(${d.size}px, 1fr)`)).join(' ');
  const total = `max(100%, ${defs.reduce((sum, d) => sum + (d.size ?? 0), 0)}px)`;

  // The next page loads as the last rows come into view.
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loading && lastIndex >= model.length - 20) onMore();
  }, [hasMore, loading, lastIndex, model.length, onMore]);

  // ↑/↓ move to the same column of the row above or below (scrolling it into view).
  const onKey = (index: number, column: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const next = index + (e.key === 'ArrowUp' ? -1 : 1);
    if (next < 0 || next >= model.length) return;
    e.preventDefault();
    virtual.scrollToIndex(next);
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLInputElement>(`[data-cell="${next}:${column}"]`)?.focus());
  };

  const ids = rows.flatMap((r) => (r.kind === 'doc' ? [r.doc.document_id] : []));
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));

  if (loading && rows.length === 0)
    return (
      <div className="content-list-state">
        <Spinner size={28} />
      </div>
    );
  return (
    <div className="ds-grid" role="grid" aria-label={t('datastores.documents')} aria-rowcount={rows.length + 1}>
      <div ref={scroller} className="ds-grid-scroller">
        <div className="ds-grid-row ds-grid-head" role="row" style={{ gridTemplateColumns: template, width: total }}>
          <span role="columnheader" className="ds-grid-check">
            <Checkbox
              aria-label={t('list.selectAll')}
              checked={allSelected}
              disabled={ids.length === 0}
              onChange={() => onSelect(ids, !allSelected)}
            />
          </span>
          <span role="columnheader" className="ds-grid-cell">
            #
          </span>
          {columns.map((c) => (
            <span
              role="columnheader"
              key={c.name}
              className="ds-grid-cell"
              title={c.type ? `${c.name} · ${t(`datastores.types.${c.type}`)}` : c.name}
            >
              <span className="ds-grid-colhead">
                <span className="ds-grid-colname">{c.name}</span>
                {c.secure && <Icon icon="lock" size={11} title={t('datastores.secure')} />}
              </span>
              <span className="ds-grid-type">{c.type ? typeHints[c.type] : t('datastores.system')}</span>
            </span>
          ))}
        </div>
        {rows.length === 0 ? (
          <NonIdealState
            className="ds-grid-empty"
            icon="th"
            title={t('datastores.noDocuments')}
            description={readOnly ? undefined : t('datastores.noDocumentsHint')}
          />
        ) : (
          <div style={{ height: virtual.getTotalSize(), width: total, position: 'relative' }}>
            {items.map((v) => {
              const row = model[v.index].original;
              const doc = row.kind === 'doc' ? row.doc : null;
              const key = rowKey(row);
              const changed = doc ? edits.changed.get(doc.document_id) : null;
              const isSelected = !!doc && selected.has(doc.document_id);
              return (
                <div
                  key={key}
                  role="row"
                  aria-rowindex={v.index + 2}
                  aria-selected={isSelected}
                  className={`ds-grid-row${isSelected ? ' is-selected' : ''}${row.kind === 'new' ? ' is-new' : ''}`}
                  style={{ gridTemplateColumns: template, transform: `translateY(${v.start}px)`, width: total }}
                >
                  <span role="gridcell" className="ds-grid-check">
                    {doc && (
                      <Checkbox
                        aria-label={t('datastores.selectDocument', { id: doc.document_id })}
                        checked={isSelected}
                        onChange={() => onSelect([doc.document_id], !isSelected)}
                      />
                    )}
                  </span>
                  <span role="gridcell" className="ds-grid-cell ds-grid-id">
                    {doc ? (
                      doc.document_id
                    ) : (
                      <Tag minimal intent="success">
                        {t('datastores.new')}
                      </Tag>
                    )}
                  </span>
                  {columns.map((c, ci) => {
                    const stored = doc ? cellText(doc.data[c.name]) : '';
                    const edited = row.kind === 'new' ? row.values[c.name] : changed?.[c.name];
                    const value = edited ?? stored;
                    const bad = refused?.row === key && refused.column.toLowerCase() === c.name.toLowerCase();
                    const editable = !readOnly && c.type !== null;
                    return (
                      <span role="gridcell" key={c.name} className="ds-grid-cell">
                        <input
                          className={`ds-cell${edited !== undefined ? ' is-changed' : ''}${bad ? ' is-refused' : ''}`}
                          data-cell={`${v.index}:${ci}`}
                          type={c.secure && value === stored ? 'password' : 'text'}
                          value={value}
                          readOnly={!editable}
                          aria-label={`${c.name} ${doc ? doc.document_id : t('datastores.new')}`}
                          aria-invalid={bad}
                          placeholder={editable && row.kind === 'new' && c.type ? typeHints[c.type] : undefined}
                          title={value}
                          onChange={(e) => onEdit(row, c.name, e.currentTarget.value)}
                          onKeyDown={onKey(v.index, ci)}
                        />
                      </span>
                    );
                  })}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
