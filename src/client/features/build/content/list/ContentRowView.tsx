import { Checkbox } from '@blueprintjs/core';
import { useDraggable } from '@dnd-kit/core';
import { flexRender, type Row } from '@tanstack/react-table';
import type { CSSProperties, MouseEvent } from 'react';
import type { ContentRow } from '../tabTypes';

interface Props<T extends ContentRow> {
  row: Row<T>;
  id: number;
  name: string;
  start: number;
  selected: boolean;
  open: boolean;
  canDrag: boolean;
  onClick(e: MouseEvent, fromCheckbox: boolean): void;
  template: string;
}

export const rowDragId = (id: number) => `row:${id}`;

/** One virtualized row: checkbox, the tab's columns; draggable onto a folder. */
export function ContentRowView<T extends ContentRow>({ row, id, name, start, selected, open, canDrag, onClick, template }: Props<T>) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: rowDragId(id), data: { id, name }, disabled: !canDrag });
  const style: CSSProperties = { transform: `translateY(${start}px)`, gridTemplateColumns: template };
  const classes = ['content-row', selected && 'is-selected', open && 'is-open', isDragging && 'is-dragging'].filter(Boolean).join(' ');
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="row"
      aria-selected={selected}
      aria-roledescription={undefined}
      data-id={id}
      className={classes}
      style={style}
      onClick={(e) => onClick(e, false)}
      tabIndex={-1}
    >
      <div role="gridcell" className="content-row-check" onClick={(e) => e.stopPropagation()}>
        <Checkbox
          checked={selected}
          aria-label={name}
          onClick={(e) => onClick(e as unknown as MouseEvent, true)}
          onChange={() => undefined}
        />
      </div>
      {row.getVisibleCells().map((cell) => (
        <div role="gridcell" key={cell.id} className={`content-col content-col-${cell.column.id}`}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
}
