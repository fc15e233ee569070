/**
 * Multi-selection of a content list (pure): click selects one, Ctrl/Cmd-click toggles, Shift-click
 * selects the range from the anchor, Ctrl/Cmd+A selects every visible row.
 */
export interface ListSelection {
  ids: ReadonlySet<number>;
  /** The row a Shift-click range starts from. */
  anchor: number | null;
}

export const emptySelection: ListSelection = { ids: new Set(), anchor: null };

export interface ClickModifiers {
  shift?: boolean;
  toggle?: boolean;
}

/** The selection after a click (on the row or its checkbox) on `id`, in the list order `order`. */
export function clickSelection(current: ListSelection, order: readonly number[], id: number, mods: ClickModifiers): ListSelection {
  if (mods.shift && current.anchor !== null) {
    const from = order.indexOf(current.anchor);
    const to = order.indexOf(id);
    if (from >= 0 && to >= 0) {
      const [lo, hi] = from < to ? [from, to] : [to, from];
      const ids = new Set(current.ids);
      for (const rowId of order.slice(lo, hi + 1)) ids.add(rowId);
      return { ids, anchor: current.anchor };
    }
  }
  if (mods.toggle) {
    const ids = new Set(current.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    return { ids, anchor: id };
  }
  return { ids: new Set([id]), anchor: id };
}

/** Every row selected, or none when all already are (Ctrl/Cmd+A twice clears). */
export function selectAll(current: ListSelection, order: readonly number[]): ListSelection {
  const all = order.length > 0 && order.every((id) => current.ids.has(id));
  return all ? emptySelection : { ids: new Set(order), anchor: order[0] ?? null };
}

/** Drops ids that left the list (after a search, a move or a delete). */
export function pruneSelection(current: ListSelection, order: readonly number[]): ListSelection {
  const present = new Set(order);
  const ids = [...current.ids].filter((id) => present.has(id));
  if (ids.length === current.ids.size) return current;
  return { ids: new Set(ids), anchor: current.anchor !== null && present.has(current.anchor) ? current.anchor : null };
}

/** The ids a drag carries: the selection when the dragged row is part of it, else just that row. */
export const draggedIds = (current: ListSelection, id: number): number[] => (current.ids.has(id) ? [...current.ids] : [id]);
