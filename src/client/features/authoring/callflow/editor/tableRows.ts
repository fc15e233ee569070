/** Pure steps of a table of list rows (menu keys, headers, response mappings). */

/** The rows with row `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The row that takes the focus after row `index` of `count` is removed (the one above), or null when none is left. */
export const rowAfterRemove = (count: number, index: number): number | null => (count <= 1 ? null : Math.max(0, index - 1));

const valueAt = (row: unknown, key: string) => (row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined);

/**
 * The options a row's column may still take: those no other row uses, the row's own value kept. A menu offers
 * each key once.
 */
export function freeOptions(rows: readonly unknown[], key: string, options: readonly string[], index: number): string[] {
  const taken = new Set(rows.filter((_, i) => i !== index).map((r) => valueAt(r, key)));
  return options.filter((o) => !taken.has(o));
}

/** Whether another row can be added: below the list's bound and, for a unique column, with an option left. */
export function canAddRow(
  rows: readonly unknown[],
  maxItems: number | null,
  unique?: { key: string; options: readonly string[] },
): boolean {
  if (maxItems !== null && rows.length >= maxItems) return false;
  return !unique || freeOptions(rows, unique.key, unique.options, -1).length > 0;
}
