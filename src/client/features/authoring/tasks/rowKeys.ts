import type { KeyboardEvent } from 'react';
import { pressed } from '@client/commands/keymap';

/** What a row offers the keyboard: its links, its enabled buttons and what it marks as reachable by arrows only (tags). */
const controlsOf = (el: Element) => [...el.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), [data-row-key]')];

/** The row's control in the same column as `cell`, else its first one (the task's name). */
function sameColumn(row: HTMLTableRowElement, cell: number) {
  return controlsOf(row.cells[cell] ?? row)[0] ?? controlsOf(row)[0];
}

/**
 * The keys of a list of rows (the grid keys of the keymap): ↑/↓ move to the same column of the row above or below,
 * ←/→ along the row's controls (tags too, which are not Tab stops), Ctrl+Home/End to the first or last row.
 */
export function rowKeys(e: KeyboardEvent<HTMLTableSectionElement>) {
  const target = e.target as HTMLElement;
  const cell = target.closest('td');
  const row = cell?.parentElement as HTMLTableRowElement | null;
  if (!cell || !row || !e.currentTarget.contains(row)) return;
  const rows = [...e.currentTarget.rows];
  const at = rows.indexOf(row);
  let next: HTMLElement | undefined;
  if (pressed('grid.up', e)) next = rows[at - 1] && sameColumn(rows[at - 1], cell.cellIndex);
  else if (pressed('grid.down', e)) next = rows[at + 1] && sameColumn(rows[at + 1], cell.cellIndex);
  else if (pressed('grid.first', e)) next = rows[0] && sameColumn(rows[0], cell.cellIndex);
  else if (pressed('grid.last', e)) next = rows[rows.length - 1] && sameColumn(rows[rows.length - 1], cell.cellIndex);
  else if (pressed('grid.left', e) || pressed('grid.right', e)) {
    const own = controlsOf(row);
    const i = own.findIndex((c) => c === target || c.contains(target));
    next = own[i + (pressed('grid.left', e) ? -1 : 1)];
  } else return;
  e.preventDefault();
  next?.focus();
}
