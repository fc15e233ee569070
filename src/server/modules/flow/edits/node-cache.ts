import type { FlowNode } from '@shared/api/flow';
import { indexNodes, type FlowGraph } from '@shared/flow';
import type { Db } from '../../../db/index';
import type { TaskRow } from '../model/rows';
import { loadNodes } from '../model/state';
import { accountRows } from '../../../http/tenant-repo';

interface Entry {
  revision: number;
  /** Serialised on first use; `body` is the whole answer without extras, ready to send. */
  json?: string;
  body?: Buffer;
  nodes: FlowNode[];
  /** The nodes indexed as a graph: an edit takes it (takeGraph) and leaves the next revision's in the next entry. */
  graph?: FlowGraph;
  /** The linked tasks' names the answer shows: a rename elsewhere invalidates the entry. */
  linked: [number, string][];
}

const limit = 100;
const caches = new WeakMap<Db, Map<number, Entry>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

async function linkedStillNamed(db: Db, acId: number, linked: [number, string][]) {
  if (linked.length === 0) return true;
  const rows = await accountRows(db, acId)
    .selectFrom('tasks')
    .select(['task_id', 'task_name'])
    .where(
      'task_id',
      'in',
      linked.map(([id]) => id),
    )
    .execute();
  const names = new Map(rows.map((r) => [r.task_id, r.task_name]));
  return linked.every(([id, name]) => (names.get(id) ?? '') === name);
}

const remember = (db: Db, taskId: number, entry: Entry) => {
  const cache = cacheOf(db);
  cache.delete(taskId);
  cache.set(taskId, entry);
  if (cache.size > limit) cache.delete(cache.keys().next().value!);
  return entry;
};

const linkedOf = (nodes: readonly FlowNode[]) =>
  nodes.filter((n) => n.link_task_node).map((n): [number, string] => [n.link_task_node!.task_id, n.link_task_node!.task_name]);

/**
 * A task's nodes at its current revision: every canvas edit, undo and redo bumps the revision in its transaction,
 * so an entry is used only while the stored nodes are what it holds (edits read their task through it too, under
 * the task's lock: they query with their transaction `db` and pass the root handle as `cacheDb`, the key the
 * cache is kept under — a transaction is a new handle each time, so keyed by it the cache never hit). An entry's
 * nodes are never older than its revision (a list is read after its task row), so an edit never works on stale nodes. Kept per database handle, at most `limit` tasks (the oldest entry goes first). The nodes are
 * shared: callers never change them.
 */
export async function nodesAt(db: Db, acId: number, task: Pick<TaskRow, 'task_id' | 'revision'>, cacheDb: Db = db): Promise<Entry> {
  const hit = cacheOf(cacheDb).get(task.task_id);
  if (hit && hit.revision === task.revision && (await linkedStillNamed(db, acId, hit.linked))) return hit;
  const nodes = await loadNodes(db, acId, task.task_id);
  return remember(cacheDb, task.task_id, { revision: task.revision, nodes, linked: linkedOf(nodes) });
}

/**
 * The entry's nodes as a graph, handed to one edit: the edit changes its maps into the graph after it (nodesAfter),
 * so the entry lets go of it (a later reader of this revision, if the edit fails, indexes the nodes again).
 */
export function takeGraph(entry: Entry): FlowGraph {
  const graph = entry.graph ?? indexNodes(entry.nodes);
  entry.graph = undefined;
  return graph;
}

/** GET /node/nodes: the nodes serialised once per revision. */
export async function cachedNodes(db: Db, acId: number, task: TaskRow): Promise<{ json: string; body: Buffer; nodes: FlowNode[] }> {
  const entry = await nodesAt(db, acId, task);
  entry.json ??= JSON.stringify(entry.nodes);
  entry.body ??= Buffer.from(`{"data":${entry.json}}`);
  return entry as { json: string; body: Buffer; nodes: FlowNode[] };
}

/** After a committed edit: the task's nodes at the revision the edit left it at (and their graph, when the edit has it). */
export function primeNodes(db: Db, taskId: number, revision: number, nodes: FlowNode[], graph?: FlowGraph) {
  remember(db, taskId, { revision, nodes, graph, linked: linkedOf(nodes) });
}

/** The newest revision of the task this process has seen committed (never newer than the stored one), if any. */
export function knownRevision(db: Db, taskId: number): number | undefined {
  return cacheOf(db).get(taskId)?.revision;
}
