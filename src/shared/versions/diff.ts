import type { Canvas, FlowNode } from '@shared/api/flow';

/**
 * Comparing two versions of a task: nodes are matched by node id, so a renamed or moved node is a
 * change, never a removal plus an addition. A changed node lists its field-level differences.
 */
export type DiffStatus = 'added' | 'removed' | 'changed';

export interface FieldChange {
  /** node_name, tooltip, tags, pid, position, canvas_id, connector_parent or config.<key>. */
  field: string;
  before: unknown;
  after: unknown;
}

export interface NodeDiff {
  node_id: number;
  status: DiffStatus;
  node_name: string;
  node_type: string;
  canvas_id: number;
  fields: FieldChange[];
}

export interface VersionSide {
  nodes: readonly FlowNode[];
  canvases: readonly Canvas[];
}

export interface TaskDiff {
  byId: Map<number, NodeDiff>;
  /** Added, removed and changed nodes, by node id. */
  list: NodeDiff[];
  counts: Record<DiffStatus, number>;
  /** What the canvas draws: the newer side plus what it removed (removed nodes hang where they were). */
  merged: { nodes: FlowNode[]; canvases: Canvas[] };
}

/** JSON with sorted keys: two equal values give the same text whatever their key order. */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`)
    .join(',')}}`;
}

const plainFields = ['node_name', 'tooltip', 'tags', 'pid', 'position', 'canvas_id', 'connector_parent'] as const;

/** The differences of one node between two versions, field by field (settings key by key). */
export function fieldChanges(a: FlowNode, b: FlowNode): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of plainFields) {
    if (stableJson(a[field]) !== stableJson(b[field])) out.push({ field, before: a[field] ?? null, after: b[field] ?? null });
  }
  if (a.node_type !== b.node_type) out.push({ field: 'node_type', before: a.node_type, after: b.node_type });
  const keys = [...new Set([...Object.keys(a.config ?? {}), ...Object.keys(b.config ?? {})])].sort();
  for (const key of keys) {
    const before = a.config?.[key];
    const after = b.config?.[key];
    if (stableJson(before) !== stableJson(after)) out.push({ field: `config.${key}`, before: before ?? null, after: after ?? null });
  }
  return out;
}

const entry = (n: FlowNode, status: DiffStatus, fields: FieldChange[] = []): NodeDiff => ({
  node_id: n.node_id,
  status,
  node_name: n.node_name,
  node_type: n.node_type,
  canvas_id: n.canvas_id,
  fields,
});

/** What changed from version `a` (older) to version `b` (newer). */
export function diffVersions(a: VersionSide, b: VersionSide): TaskDiff {
  const before = new Map(a.nodes.map((n) => [n.node_id, n]));
  const after = new Set(b.nodes.map((n) => n.node_id));
  const list: NodeDiff[] = [];
  for (const node of b.nodes) {
    const old = before.get(node.node_id);
    if (!old) list.push(entry(node, 'added'));
    else {
      const fields = fieldChanges(old, node);
      if (fields.length > 0) list.push(entry(node, 'changed', fields));
    }
  }
  const removed = a.nodes.filter((n) => !after.has(n.node_id));
  for (const node of removed) list.push(entry(node, 'removed'));
  list.sort((x, y) => x.node_id - y.node_id);
  const canvasIds = new Set(b.canvases.map((c) => c.canvas_id));
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const d of list) counts[d.status]++;
  return {
    byId: new Map(list.map((d) => [d.node_id, d])),
    list,
    counts,
    merged: { nodes: [...b.nodes, ...removed], canvases: [...b.canvases, ...a.canvases.filter((c) => !canvasIds.has(c.canvas_id))] },
  };
}
