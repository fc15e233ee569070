import { Icon } from '@blueprintjs/core';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeTypeColumns } from './columns';
import type { NodeTypeRow } from './merge';

interface Props {
  rows: NodeTypeRow[];
  openType: string | null;
  labelOf(row: NodeTypeRow): string;
  onOpen(type: string): void;
  onEscape(): void;
}

const sortIcon = { asc: 'caret-up', desc: 'caret-down' } as const;

/**
 * The node-type list: a TanStack table with sortable headers. The rows form one tab stop: arrow keys,
 * Home and End move between them, Enter (or a click) opens the record, Escape closes it.
 */
export function NodeTypeTable({ rows, openType, labelOf, onOpen, onEscape }: Props) {
  const { t } = useTranslation(['system', 'flow']);
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(() => nodeTypeColumns(t, labelOf), [t, labelOf]);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const shown = table.getRowModel().rows;
  const [active, setActive] = useState<string | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const activeType = shown.some((r) => r.original.type === active) ? active : (openType ?? shown[0]?.original.type ?? null);

  // The open record's row becomes the active one (for example after a create picked its type in the panel).
  useEffect(() => {
    if (openType) setActive(openType);
  }, [openType]);

  const focusRow = (type: string) => {
    setActive(type);
    body.current?.querySelector<HTMLElement>(`tr[data-type="${type}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const index = shown.findIndex((r) => r.original.type === activeType);
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
      const next = shown[Math.max(0, Math.min(shown.length - 1, step[e.key]))];
      if (next) focusRow(next.original.type);
    } else if (e.key === 'Enter' && activeType) {
      e.preventDefault();
      onOpen(activeType);
    } else if (e.key === 'Escape' && openType) {
      e.preventDefault();
      onEscape();
    }
  };

  return (
    <div className="nt-table-wrap">
      <table className="nt-table bp6-html-table bp6-compact bp6-interactive" aria-label={t('nodeTypes.title')} aria-rowcount={shown.length}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => {
                const sorted = h.column.getIsSorted();
                return (
                  <th
                    key={h.id}
                    className={`nt-col-${h.id}`}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                  >
                    <button type="button" className="nt-sort" onClick={h.column.getToggleSortingHandler()}>
                      {t(String(h.column.columnDef.header))}
                      {sorted && <Icon icon={sortIcon[sorted]} size={12} />}
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {shown.map((row) => {
            const type = row.original.type;
            return (
              <tr
                key={type}
                data-type={type}
                tabIndex={type === activeType ? 0 : -1}
                aria-current={type === openType ? 'true' : undefined}
                aria-label={`${type} ${labelOf(row.original)}`}
                className={`nt-row${type === openType ? ' is-open' : ''}${row.original.status === 'no_plugin' ? ' is-orphan' : ''}`}
                onFocus={() => setActive(type)}
                onClick={() => onOpen(type)}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`nt-col-${cell.column.id}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
