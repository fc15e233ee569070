import { pressed, type KeyEventLike } from '@client/commands/keymap';

/**
 * The permission matrix's tick rules (spec 3 §6: a write permission requires the matching read), applied as
 * the user ticks, so what is saved is already what the server keeps: ticking `x.write` (or `x.lock`) ticks
 * `x.read`; unticking `x.read` unticks `x.write` and `x.lock`.
 */
export type Grants = ReadonlySet<string>;

const modeOf = (permission: string) => /^(.*)\.(read|write|lock)$/.exec(permission);

export function toggle(grants: Grants, permission: string, catalogue: ReadonlySet<string>): Set<string> {
  const next = new Set(grants);
  const m = modeOf(permission);
  if (next.has(permission)) {
    next.delete(permission);
    if (m && m[2] === 'read') for (const mode of ['write', 'lock']) next.delete(`${m[1]}.${mode}`);
  } else {
    next.add(permission);
    if (m && m[2] !== 'read' && catalogue.has(`${m[1]}.read`)) next.add(`${m[1]}.read`);
  }
  return next;
}

/** Whether two grant sets hold the same permissions. */
export const sameGrants = (a: Grants, b: Grants) => a.size === b.size && [...a].every((p) => b.has(p));

/** Permissions grouped by section (the first word), sections in the sidebar's order, permissions by name. */
export function bySection(names: readonly string[]): { section: string; permissions: string[] }[] {
  const order = ['build', 'analyse', 'manage', 'discover', 'system'];
  const groups = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    const section = name.split('.')[0];
    groups.set(section, [...(groups.get(section) ?? []), name]);
  }
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([section, permissions]) => ({ section, permissions }));
}

/** The cell the focus moves to for a key event (the keymap's grid layer), in a grid of `rows` × `cols`; null when the key is not a move. */
export function moveCell(
  e: KeyEventLike,
  at: { row: number; col: number },
  rows: number,
  cols: number,
): { row: number; col: number } | null {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max - 1, v));
  if (pressed('grid.up', e)) return { row: clamp(at.row - 1, rows), col: at.col };
  if (pressed('grid.down', e)) return { row: clamp(at.row + 1, rows), col: at.col };
  if (pressed('grid.left', e)) return { row: at.row, col: clamp(at.col - 1, cols) };
  if (pressed('grid.right', e)) return { row: at.row, col: clamp(at.col + 1, cols) };
  if (pressed('grid.first', e)) return { row: 0, col: 0 };
  if (pressed('grid.last', e)) return { row: rows - 1, col: cols - 1 };
  if (pressed('grid.rowStart', e)) return { row: at.row, col: 0 };
  if (pressed('grid.rowEnd', e)) return { row: at.row, col: cols - 1 };
  if (pressed('grid.pageUp', e)) return { row: clamp(at.row - 10, rows), col: at.col };
  if (pressed('grid.pageDown', e)) return { row: clamp(at.row + 10, rows), col: at.col };
  return null;
}
