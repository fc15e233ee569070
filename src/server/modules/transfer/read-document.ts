import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { taskExportDocument, taskExportFormat, taskExportFormatVersion, type TaskExportDocument } from '@shared/api/transfer';
import { registry } from '@plugins/registry';
import { HttpError, unprocessable } from '../../http/errors';
import { exportParts } from './export-part-list';

const refuse = (problem: string, errors: string[]) => unprocessable(fill(messages.transfer.invalid, { problem }), errors);

/** Every reference inside the document points at something the document holds; else the paths of those that do not. */
function danglingReferences(doc: TaskExportDocument): string[] {
  const out: string[] = [];
  const dangling = (path: string, what: string, id: number) => out.push(`${path}: ${fill(messages.transfer.dangling, { what, id })}`);
  const taskIds = new Set([...doc.tasks.map((t) => t.id), ...doc.linked_tasks.map((t) => t.id)]);
  if (!doc.tasks.some((t) => t.id === doc.root_task_id)) dangling('root_task_id', 'task', doc.root_task_id);
  const seenContent = new Set<string>();
  doc.content.forEach((c, i) => {
    const key = `${c.model}:${c.id}`;
    if (seenContent.has(key)) out.push(`content.${i}.id: ${c.model} ${c.id} appears twice`);
    seenContent.add(key);
  });
  doc.tasks.forEach((task, t) => {
    const nodes = new Set(task.nodes.map((n) => n.id));
    const canvases = new Set(task.canvases.map((c) => c.id));
    if (!task.canvases.some((c) => c.is_main_canvas === 1)) out.push(`tasks.${t}.canvases: the task has no main canvas`);
    task.canvases.forEach((c, i) => {
      if (c.first_node_id !== null && !nodes.has(c.first_node_id)) dangling(`tasks.${t}.canvases.${i}.first_node_id`, 'node', c.first_node_id);
    });
    task.nodes.forEach((n, i) => {
      const at = `tasks.${t}.nodes.${i}`;
      if (!registry.has(n.node_type)) out.push(`${at}.node_type: '${n.node_type}' is not a node type of this studio`);
      if (!canvases.has(n.canvas_id)) dangling(`${at}.canvas_id`, 'canvas', n.canvas_id);
      if (n.pid !== null && !nodes.has(n.pid)) dangling(`${at}.pid`, 'node', n.pid);
      n.connector_parent.forEach((p, j) => !nodes.has(p) && dangling(`${at}.connector_parent.${j}`, 'node', p));
      if (n.node_type === 'link_task' && typeof n.config.task_id === 'number' && !taskIds.has(n.config.task_id)) dangling(`${at}.config.task_id`, 'task', n.config.task_id);
    });
  });
  for (const key of Object.keys(doc.parts)) {
    const part = exportParts.find((p) => p.key === key);
    if (!part) {
      out.push(`parts.${key}: this studio does not know this part of an export`);
      continue;
    }
    const checked = part.schema.safeParse(doc.parts[key]);
    if (!checked.success) out.push(...checked.error.issues.map((issue) => `${['parts', key, ...issue.path.map(String)].join('.')}: ${issue.message}`));
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
  if (!head || head.format !== taskExportFormat) throw unprocessable(messages.transfer.notAnExport, [`format: ${messages.transfer.notAnExport}`]);
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
