import { Checkbox, Tag } from '@blueprintjs/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { bulkActionsOf, tickableRow } from '@shared/entities/bulk';
import type { EntityColumn, EntityMeta } from '@shared/entities/define';
import { useDisplayDate } from '@client/session/useDisplayDate';
import type { EntityRow } from './api';
import { choiceWords } from './choiceWords';

interface Props {
  d: EntityMeta;
  rows: EntityRow[];
  openId: number | null;
  hasMore: boolean;
  onMore(): void;
  onOpen(id: number): void;
  onEscape(): void;
  /** Rows ticked for a bulk action (an entity with bulk actions, for a user who may write): Space ticks the active row. */
  ticks?: Ticks;
}

export interface Ticks {
  ids: ReadonlySet<number>;
  toggle(id: number): void;
  /** Ticks these rows, or none. */
  set(ids: number[]): void;
}

const rowHeight = 40;

/** An instant as the API answers it ('2026-12-06T03:38:00.000Z'): shown in the user's date format and time zone. */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
type ShowDate = ReturnType<typeof useDisplayDate>;
const text = (value: unknown, show: ShowDate) => (typeof value === 'string' && instant.test(value) ? show.dateTime(value) : String(value));

function cell(column: EntityColumn, row: EntityRow, t: TFunction, show: ShowDate) {
  const value = row[column.field];
  if (column.kind === 'enabled')
    return (
      <Tag minimal intent={value === 1 ? 'success' : 'none'}>
        {t(value === 1 ? 'status.enabled' : 'status.disabled')}
      </Tag>
    );
  if (value === null || value === undefined || value === '') return <span className="ent-muted">—</span>;
  if (column.kind === 'choice') return choiceWords(t, column, value);
  return column.kind === 'code' ? <code className="ent-code">{String(value)}</code> : text(value, show);
}

/** A text cell's whole value, for its tooltip; none for empty cells and status tags. */
export function cellTitle(column: EntityColumn, row: EntityRow, show: ShowDate, t: TFunction): string | undefined {
  const value = row[column.field];
  if (column.kind === 'enabled' || value === null || value === undefined || value === '') return undefined;
  return column.kind === 'choice' ? choiceWords(t, column, value) : text(value, show);
}

/**
 * The generic list: a TanStack table whose rows are virtual (only those in view are in the page), read a
 * page at a time as it scrolls. One tab stop: arrows, Home, End and Page keys move, Enter opens, Escape closes.
 */
export function EntityTable({ d, rows, openId, hasMore, onMore, onOpen, onEscape, ticks }: Props) {
  const { t } = useTranslation('entities');
  const show = useDisplayDate();
  // A row may be ticked when one of the screen's bulk actions takes it (an enabled one: a deleted one is restored, not acted on).
  const bulkActions = useMemo(() => bulkActionsOf(d), [d]);
  const tickable = (row: EntityRow | undefined) => tickableRow(bulkActions, row);
  const columns = useMemo<ColumnDef<EntityRow>[]>(
    () => d.list.columns.map((c) => ({ id: c.field, header: c.label, cell: (info) => cell(c, info.row.original, t, show), meta: c })),
    [d, t, show],
  );
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (r) => String(r[d.idField]) });
  const shown = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtual.getVirtualItems();
  const [active, setActive] = useState<number | null>(null);
  const activeId = rows.some((r) => r[d.idField] === active) ? active : (openId ?? rows[0]?.[d.idField] ?? null);

  // Near the end of what is loaded, the next page is read.
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (hasMore && last >= shown.length - 20) onMore();
  }, [hasMore, last, shown.length, onMore]);

  const focusRow = (index: number) => {
    const row = shown[index];
    if (!row) return;
    const id = row.original[d.idField] as number;
    setActive(id);
    virtual.scrollToIndex(index);
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`tr[data-id="${id}"]`)?.focus());
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const index = shown.findIndex((r) => r.original[d.idField] === activeId);
    const step: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: shown.length - 1,
      PageDown: index + 10,
      PageUp: index - 10,
    };
    if (e.key in step) {
      e.preventDefault();
      focusRow(Math.max(0, Math.min(shown.length - 1, step[e.key])));
    } else if (e.key === ' ' && ticks && activeId !== null) {
      e.preventDefault();
      if (tickable(rows.find((r) => r[d.idField] === activeId))) ticks.toggle(activeId);
    } else if (e.key === 'Enter' && activeId !== null) {
      e.preventDefault();
      onOpen(activeId);
    } else if (e.key === 'Escape' && openId !== null) {
      e.preventDefault();
      onEscape();
    }
  };

  const before = items[0]?.start ?? 0;
  const after = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const widths = [...(ticks ? ['36px'] : []), ...d.list.columns.map((c) => (c.width ? `${c.width * 100}%` : undefined))];
  const tickableIds = rows.filter(tickable).map((r) => r[d.idField] as number);
  const allTicked = !!ticks && tickableIds.length > 0 && tickableIds.every((id) => ticks.ids.has(id));
  return (
    <div className="ent-table-wrap" ref={scroller}>
      <table className="ent-table bp6-html-table bp6-compact bp6-interactive" aria-label={t(d.plural)} aria-rowcount={shown.length}>
        <colgroup>
          {widths.map((w, i) => (
            <col key={i} style={w ? { width: w } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {ticks && (
              <th scope="col" className="ent-tick">
                <Checkbox
                  className="ent-tick-box"
                  aria-label={t('bulk.selectAll')}
                  checked={allTicked}
                  indeterminate={!allTicked && ticks.ids.size > 0}
                  disabled={tickableIds.length === 0}
                  onChange={() => ticks.set(allTicked ? [] : tickableIds)}
                />
              </th>
            )}
            {table.getHeaderGroups()[0].headers.map((h) => (
              <th key={h.id} scope="col" title={t(String(h.column.columnDef.header))}>
                {t(String(h.column.columnDef.header))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => {
            const row = shown[item.index];
            const id = row.original[d.idField] as number;
            const disabled = row.original.is_enabled === 0;
            return (
              <tr
                key={id}
                data-id={id}
                tabIndex={id === activeId ? 0 : -1}
                aria-current={id === openId ? 'true' : undefined}
                className={`ent-row${id === openId ? ' is-open' : ''}${disabled ? ' is-disabled' : ''}`}
                style={{ height: rowHeight }}
                onFocus={() => setActive(id)}
                onClick={() => onOpen(id)}
              >
                {ticks && (
                  <td className="ent-tick" onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      className="ent-tick-box"
                      tabIndex={-1}
                      aria-label={t('bulk.select', { name: String(row.original[d.nameField] ?? id) })}
                      checked={ticks.ids.has(id)}
                      disabled={!tickable(row.original)}
                      onChange={() => ticks.toggle(id)}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((c) => (
                  // A value cut by a narrow column (the users' Role and Two-factor at 1,400 px) is whole in its tooltip.
                  <td key={c.id} title={cellTitle(c.column.columnDef.meta as EntityColumn, c.row.original, show, t)}>
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  );
}
