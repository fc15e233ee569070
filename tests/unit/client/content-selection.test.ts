import { describe, expect, it } from 'vitest';
import { clickSelection, draggedIds, emptySelection, pruneSelection, selectAll } from '@client/features/authoring/content/selection';

const order = [5, 3, 9, 1, 7];
const ids = (s: { ids: ReadonlySet<number> }) => [...s.ids].sort((a, b) => a - b);

describe('content list selection', () => {
  it('a plain click selects one row and anchors there', () => {
    const s = clickSelection({ ids: new Set([1, 7]), anchor: 1 }, order, 3, {});
    expect(ids(s)).toEqual([3]);
    expect(s.anchor).toBe(3);
  });
  it('Ctrl/Cmd-click (or the checkbox) toggles', () => {
    let s = clickSelection(emptySelection, order, 3, { toggle: true });
    s = clickSelection(s, order, 1, { toggle: true });
    expect(ids(s)).toEqual([1, 3]);
    expect(ids(clickSelection(s, order, 3, { toggle: true }))).toEqual([1]);
  });
  it('Shift-click selects the range from the anchor, both directions', () => {
    const a = clickSelection(emptySelection, order, 3, {});
    expect(ids(clickSelection(a, order, 1, { shift: true }))).toEqual([1, 3, 9]);
    const b = clickSelection(emptySelection, order, 7, {});
    expect(ids(clickSelection(b, order, 9, { shift: true }))).toEqual([1, 7, 9]);
  });
  it('Ctrl/Cmd+A selects all, and again clears', () => {
    const all = selectAll(emptySelection, order);
    expect(ids(all)).toEqual([1, 3, 5, 7, 9]);
    expect(selectAll(all, order).ids.size).toBe(0);
  });
  it('drops rows that left the list', () => {
    const s = pruneSelection({ ids: new Set([3, 4]), anchor: 4 }, order);
    expect(ids(s)).toEqual([3]);
    expect(s.anchor).toBeNull();
  });
  it('drags the selection when the dragged row is in it, else only that row', () => {
    const s = { ids: new Set([3, 9]), anchor: 3 };
    expect(draggedIds(s, 9).sort()).toEqual([3, 9]);
    expect(draggedIds(s, 1)).toEqual([1]);
  });
});
