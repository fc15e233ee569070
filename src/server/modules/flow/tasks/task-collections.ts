import type { Db } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { unprocessable } from '../../../http/errors';
import type { AccountContext as ResourceContext } from '../../../http/entity-resource';
import { parseJson, type TaskRow } from '../model/rows';
import { copyTaskContent, insertTaskCopy } from './task-setup';
import { tasks } from './tasks';
import { accountRows } from '../../../http/tenant-repo';

/** Texts of the collection calls (the spec names the calls, not their messages: our own wording). */
export const collectionTexts = {
  suffixEmpty: 'The suffix may not be empty.',
  namesAvailable: 'The names are available.',
  nameTaken: (name: string) => `The name "${name}" has already been taken.`,
  nameTooLong: (name: string) => `The name "${name.slice(0, 40)}…" would be longer than 255 characters.`,
} as const;

const maxName = 255;

/**
 * The collection of a task: the task first, then every enabled task of the account it links to through
 * link_task nodes, recursively, each once (a link back to a task already met ends that path).
 */
export async function collectionTasks(db: Db, acId: number, rootId: number): Promise<TaskRow[]> {
  const root = (await tasks.find(db, acId, rootId)) as TaskRow;
  const found = new Map<number, TaskRow>([[root.task_id, root]]);
  let frontier = [root.task_id];
  while (frontier.length > 0) {
    const nodes = await accountRows(db, acId)
      .selectFrom('nodes')
      .select('config')
      .where('node_type', '=', 'link_task')
      .where('task_id', 'in', frontier)
      .execute();
    const wanted = [...new Set(nodes.map((n) => parseJson<Record<string, unknown>>(n.config, {}).task_id))].filter(
      (id): id is number => typeof id === 'number' && !found.has(id),
    );
    frontier = [];
    if (wanted.length === 0) break;
    const rows = (await accountRows(db, acId)
      .selectFrom('tasks')
      .selectAll()
      .where('is_enabled', '=', 1)
      .where('task_id', 'in', wanted)
      .orderBy('task_id')
      .execute()) as TaskRow[];
    for (const row of rows) {
      found.set(row.task_id, row);
      frontier.push(row.task_id);
    }
  }
  return [...found.values()];
}

/** The suffix as it is appended: trailing blanks dropped (a name never ends with one), leading ones kept (' (copy)'). */
const cleanSuffix = (suffix: string) => suffix.trimEnd();

/** Why the suffix cannot name the collection's copies (empty, too long, a name taken or repeated), or null when every name is free. */
export async function collectionNameProblem(db: Db, acId: number, collection: readonly TaskRow[], suffix: string): Promise<string | null> {
  const tail = cleanSuffix(suffix);
  if (tail.trim() === '') return collectionTexts.suffixEmpty;
  const seen = new Set<string>();
  for (const row of collection) {
    const name = row.task_name + tail;
    if (name.length > maxName) return collectionTexts.nameTooLong(name);
    const key = name.toLowerCase();
    if (seen.has(key) || (await tasks.nameTaken(db, acId, name, {}))) return collectionTexts.nameTaken(name);
    seen.add(key);
  }
  return null;
}

/**
 * Duplicates a task's collection in the caller's transaction: every task is copied deep (canvases, nodes, goto
 * targets), named `<name><suffix>`, and link_task nodes inside the copies point at the copies. A refused suffix
 * throws 422 before anything is written. Answers the copies, the copy of the task itself first.
 */
export async function duplicateCollection(ctx: ResourceContext, rootId: number, suffix: string): Promise<TaskRow[]> {
  const collection = await collectionTasks(ctx.trx, ctx.acId, rootId);
  const problem = await collectionNameProblem(ctx.trx, ctx.acId, collection, suffix);
  if (problem) throw unprocessable(problem, [`suffix: ${problem}`]);
  const tail = cleanSuffix(suffix);
  const copies = new Map<number, TaskRow>();
  for (const source of collection)
    copies.set(source.task_id, await insertTaskCopy(ctx.trx, ctx.acId, source, source.task_name + tail, ctx.userId));
  const linkedCopies = new Map([...copies].map(([from, copy]) => [from, copy.task_id]));
  for (const source of collection) {
    const copy = copies.get(source.task_id)!;
    await copyTaskContent(ctx.trx, source, copy, ctx.userId, linkedCopies);
    await recordActivity(ctx.trx, ctx.request, {
      subject_type: 'Task',
      subject_id: copy.task_id,
      action: 'duplicate',
      summary: { from: source.task_id, collection_of: rootId, after: { task_name: copy.task_name } },
    });
  }
  return [...copies.values()];
}
