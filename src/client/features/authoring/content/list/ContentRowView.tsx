import { Checkbox } from '@blueprintjs/core';
import { useDraggable } from '@dnd-kit/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { memo, type CSSProperties, type MouseEvent } from 'react';
import type { ContentRow } from '../tabTypes';

interface Props<T extends ContentRow> {
  row: Row<T>;
  id: number;
  name: string;
  start: number;
  selected: boolean;
  open: boolean;
  canDrag: boolean;
  /** The list's one row handler (stable, so a row re-renders only when its own props change). */
  onClick(id: number, e: MouseEvent, fromCheckbox: boolean): void;
  template: string;
}

export const rowDragId = (id: number) => `row:${id}`;

/** One virtualized row: checkbox, the tab's columns; draggable onto a folder. */
function ContentRowViewInner<T extends ContentRow>({ row, id, name, start, selected, open, canDrag, onClick, template }: Props<T>) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: rowDragId(id), data: { id, name }, disabled: !canDrag });
  // Placed by top, not transform: dnd-kit measures a dragged row without its transforms, so a
  // translated row would start the drag from the first row's place and land on the wrong folder.
  const style: CSSProperties = { top: start, gridTemplateColumns: template };
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
      onClick={(e) => onClick(id, e, false)}
      tabIndex={-1}
    >
      <div role="gridcell" className="content-row-check" onClick={(e) => e.stopPropagation()}>
        <Checkbox
          checked={selected}
          aria-label={name}
          onClick={(e) => onClick(id, e as unknown as MouseEvent, true)}
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

/** Memoized: scrolling mounts the rows that come into view without re-rendering those already drawn. */
export const ContentRowView = memo(ContentRowViewInner) as typeof ContentRowViewInner;
