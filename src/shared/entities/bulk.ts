/**
 * The bulk actions of an entity screen (docs/entities.md "Bulk actions"): what its toolbar offers on the ticked rows.
 * Each is one POST of the ticked ids in a body field, beside fixed values, all or nothing on the server. The
 * entity helper's own bulk soft delete (`bulkDelete`, served by `defineEntityResource`) is the first of them; a screen
 * declares the others (`bulkActions`), served by its module. Plain data: the lazy screen, the server's declaration
 * checks and the spec-calls audit read it.
 */

/** A value a bulk action's body carries (a 0/1 flag, a state). */
export type BulkValue = string | number;

export interface BulkAction {
  /** Its name among the screen's actions: the button's class is `ent-bulk-<id>`. */
  id: string;
  /** The call (POST, under /api). */
  path: string;
  /** The body field that carries the ticked rows' ids. */
  field: string;
  /** What the body carries beside the ids: `{ is_virtual: 1 }`. */
  body?: Readonly<Record<string, BulkValue>>;
  /** The button's words (entities namespace, :count: how many of the ticked rows it takes). */
  label: string;
  /** The notice once done (:count, :items). */
  done: string;
  /** Asks first, in these words (:count, :items); without it the action runs at once. */
  confirm?: string;
  /** A Blueprint icon name. */
  icon: string;
  /** danger: a delete (its notice is the plain one, as a single delete's); else the notice is a success. */
  intent?: 'primary' | 'danger';
  /** The rows it takes: those whose fields hold one of these values (a virtual number to mark not virtual); else every ticked row. */
  takes?: Readonly<Record<string, readonly BulkValue[]>>;
  /**
   * The notice's Undo: 'restore' restores each row (a delete's undo); 'previous' sends the call again with each row's
   * value before it of the `body` fields (the rows grouped by those values). None: no Undo.
   */
  undo?: 'restore' | 'previous';
}

/** A row as the list answers it. */
type Row = Readonly<Record<string, unknown>>;

/** The entity helper's bulk soft delete as a bulk action: asks first, takes enabled rows, Undo restores each. */
export const bulkDeleteAction = (call: { path: string; field: string }): BulkAction => ({
  id: 'delete',
  path: call.path,
  field: call.field,
  label: 'bulk.delete',
  done: 'bulk.deleted',
  confirm: 'bulk.confirm',
  icon: 'trash',
  intent: 'danger',
  undo: 'restore',
});

/** A screen's bulk actions, in the toolbar's order: its bulk delete, then those it declares. */
export const bulkActionsOf = (d: { bulkDelete?: { path: string; field: string }; bulkActions?: readonly BulkAction[] }): BulkAction[] => [
  ...(d.bulkDelete ? [bulkDeleteAction(d.bulkDelete)] : []),
  ...(d.bulkActions ?? []),
];

/** Whether the action takes the row: an enabled one (a deleted row is restored, not acted on) whose fields it takes. */
export const takesRow = (action: BulkAction, row: Row): boolean =>
  row.is_enabled !== 0 && Object.entries(action.takes ?? {}).every(([field, values]) => values.includes(row[field] as BulkValue));

/** Whether a row may be ticked: one of the actions takes it. */
export const tickableRow = (actions: readonly BulkAction[], row: Row | undefined): boolean =>
  !!row && actions.some((a) => takesRow(a, row));

/** The calls an undo of a 'previous' action makes: the rows' ids grouped by their values of its body fields before it. */
export function undoCalls(action: BulkAction, rows: readonly Row[], idField: string): { ids: number[]; body: Record<string, BulkValue> }[] {
  const groups = new Map<string, { ids: number[]; body: Record<string, BulkValue> }>();
  for (const row of rows) {
    const body = Object.fromEntries(Object.keys(action.body ?? {}).map((field) => [field, row[field] as BulkValue]));
    const key = JSON.stringify(body);
    const group = groups.get(key) ?? { ids: [], body };
    group.ids.push(row[idField] as number);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What is wrong with a screen's bulk actions (each line names the action), given its item's fields; none when sound. */
export function bulkActionProblems(actions: readonly BulkAction[], itemFields: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const a of actions) {
    const name = `bulk action ${a.id || '(no id)'}`;
    if (!a.id) problems.push(`${name} has no id`);
    else if (seen.has(a.id)) problems.push(`${name} is declared twice`);
    seen.add(a.id);
    if (!a.path?.startsWith('/')) problems.push(`${name} has no path`);
    if (!a.field) problems.push(`${name} has no field for the ids`);
    if (!a.label) problems.push(`${name} has no label`);
    if (!a.done) problems.push(`${name} has no notice`);
    if (!a.icon) problems.push(`${name} has no icon`);
    for (const field of Object.keys(a.takes ?? {}))
      if (!itemFields.has(field)) problems.push(`${name} takes rows by ${field}, not in its item schema`);
    if (a.undo === 'previous') {
      const fields = Object.keys(a.body ?? {});
      if (fields.length === 0) problems.push(`${name} undoes to previous values but sets none`);
      for (const field of fields) if (!itemFields.has(field)) problems.push(`${name} sets ${field}, not in its item schema`);
    }
  }
  return problems;
}
