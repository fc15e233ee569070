import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { taskExportDocument, taskExportFormat, taskExportFormatVersion, type TaskExportDocument } from '@shared/api/transfer';
import { registry } from '@plugins/registry';
import { HttpError, unprocessable } from '../../http/errors';
import { exportParts } from './export-part-list';

const refuse = (problem: string, errors: string[]) => unprocessable(fill(messages.transfer.invalid, { problem }), errors);

/** The indexes of nodes on a cycle of parents (each node's parents walked once, so the check is linear). */
function parentCycles(nodes: readonly { id: number; pid: number | null }[]): number[] {
  const parentOf = new Map(nodes.map((n) => [n.id, n.pid]));
  const indexOf = new Map(nodes.map((n, i) => [n.id, i]));
  const state = new Map<number, 'walking' | 'done'>();
  const onCycle = new Set<number>();
  for (const start of nodes) {
    const path: number[] = [];
    let id: number | null = start.id;
    while (id !== null && parentOf.has(id) && !state.has(id)) {
      state.set(id, 'walking');
      path.push(id);
      id = parentOf.get(id) ?? null;
    }
    // Back at a node of this walk: the nodes from it on form a cycle.
    if (id !== null && state.get(id) === 'walking') for (const member of path.slice(path.indexOf(id))) onCycle.add(member);
    for (const member of path) state.set(member, 'done');
  }
  return [...onCycle].map((id) => indexOf.get(id)!).sort((a, b) => a - b);
}

/** Every reference inside the document points at something the document holds, once, and parents form a tree; else the paths of what does not. */
function danglingReferences(doc: TaskExportDocument): string[] {
  const out: string[] = [];
  const dangling = (path: string, what: string, id: number) => out.push(`${path}: ${fill(messages.transfer.dangling, { what, id })}`);
  const taskIds = new Set([...doc.tasks.map((t) => t.id), ...doc.linked_tasks.map((t) => t.id)]);
  if (!doc.tasks.some((t) => t.id === doc.root_task_id)) dangling('root_task_id', 'task', doc.root_task_id);
  const twice = <T>(items: T[], keyOf: (item: T) => string | number, path: (i: number) => string, what: (item: T) => string) => {
    const seen = new Set<string | number>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key))
        out.push(`${path(i)}: ${fill(messages.transfer.twice, { what: what(item), id: String(key).replace(/^.*:/, '') })}`);
      seen.add(key);
    });
  };
  twice(
    doc.content,
    (c) => `${c.model}:${c.id}`,
    (i) => `content.${i}.id`,
    (c) => c.model,
  );
  twice(
    [...doc.tasks, ...doc.linked_tasks],
    (task) => task.id,
    (i) => (i < doc.tasks.length ? `tasks.${i}.id` : `linked_tasks.${i - doc.tasks.length}.id`),
    () => 'task',
  );
  doc.tasks.forEach((task, t) => {
    const nodes = new Set(task.nodes.map((n) => n.id));
    const canvases = new Set(task.canvases.map((c) => c.id));
    twice(
      task.nodes,
      (n) => n.id,
      (i) => `tasks.${t}.nodes.${i}.id`,
      () => 'node',
    );
    twice(
      task.canvases,
      (c) => c.id,
      (i) => `tasks.${t}.canvases.${i}.id`,
      () => 'canvas',
    );
    for (const i of parentCycles(task.nodes))
      out.push(`tasks.${t}.nodes.${i}.pid: ${fill(messages.transfer.parentCycle, { id: task.nodes[i].id })}`);
    if (!task.canvases.some((c) => c.is_main_canvas === 1)) out.push(`tasks.${t}.canvases: the task has no main canvas`);
    task.canvases.forEach((c, i) => {
      if (c.first_node_id !== null && !nodes.has(c.first_node_id))
        dangling(`tasks.${t}.canvases.${i}.first_node_id`, 'node', c.first_node_id);
    });
    task.nodes.forEach((n, i) => {
      const at = `tasks.${t}.nodes.${i}`;
      if (!registry.has(n.node_type)) out.push(`${at}.node_type: '${n.node_type}' is not a node type of this studio`);
      if (!canvases.has(n.canvas_id)) dangling(`${at}.canvas_id`, 'canvas', n.canvas_id);
      if (n.pid !== null && !nodes.has(n.pid)) dangling(`${at}.pid`, 'node', n.pid);
      n.connector_parent.forEach((p, j) => !nodes.has(p) && dangling(`${at}.connector_parent.${j}`, 'node', p));
      if (n.node_type === 'link_task' && typeof n.config.task_id === 'number' && !taskIds.has(n.config.task_id))
        dangling(`${at}.config.task_id`, 'task', n.config.task_id);
    });
  });
  for (const key of Object.keys(doc.parts)) {
    const part = exportParts.find((p) => p.key === key);
    if (!part) {
      out.push(`parts.${key}: this studio does not know this part of an export`);
      continue;
    }
    const checked = part.schema.safeParse(doc.parts[key]);
    if (!checked.success)
      out.push(...checked.error.issues.map((issue) => `${['parts', key, ...issue.path.map(String)].join('.')}: ${issue.message}`));
  }
  return out;
}

/**
 * An import file as text → the document, or a clear 4xx: over the size limit (413), not JSON or cut short,
 * not an export, of a newer format version, or not valid against the schema — each problem with its path.
 */
export function readDocument(text: string): TaskExportDocument {
  if (Buffer.byteLength(text, 'utf8') > limits.importMaxMb * 1024 * 1024) {
    throw new HttpError(413, fill(messages.transfer.tooLarge, { max: limits.importMaxMb }));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw unprocessable(messages.transfer.notJson, [`file: ${messages.transfer.notJson}`]);
  }
  const head = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!head || head.format !== taskExportFormat)
    throw unprocessable(messages.transfer.notAnExport, [`format: ${messages.transfer.notAnExport}`]);
  if (typeof head.format_version === 'number' && head.format_version > taskExportFormatVersion) {
    const message = fill(messages.transfer.newerFormat, { version: head.format_version, supported: taskExportFormatVersion });
    throw unprocessable(message, [`format_version: ${message}`]);
  }
  const parsed = taskExportDocument.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.slice(0, 20).map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
    throw refuse(errors[0], errors);
  }
  const dangling = danglingReferences(parsed.data);
  if (dangling.length) throw refuse(dangling[0], dangling.slice(0, 20));
  return parsed.data;
}
