import type { ExportedContent, ExportedNode, ExportedTask, TaskExportDocument } from '@shared/api/transfer';
import { taskExportFormat, taskExportFormatVersion } from '@shared/api/transfer';
import type { GroupCheck, NodeIssue, TaskCheck } from '@shared/api/studio6';
import { fill, messages } from '@shared/messages';
import { getNodeDefinition } from '../../../../plugins/registry';
import type { OlderGroup, OlderNode, OlderTask } from './older-format';
import { flaggedComment, olderKinds, type Mapped, type Refs } from './node-kinds';

const m = messages.studio6;
const channels = { IVR: 'voice', SMS: 'messaging', CHAT: 'chatbot', FLOW: 'workflow' } as const;

/** Where a node of the document came from, and the reasons it is flagged. */
export interface NodeOrigin {
  s6_task_id: number;
  s6_node_id: number;
  node_kind: string;
  flags: { code: string; reason: string }[];
}

export interface Conversion {
  check: GroupCheck;
  /** Null when no task would migrate. */
  doc: TaskExportDocument | null;
  /** By the document's node id (condition nodes, which the older format has not, are left out). */
  nodes: Map<number, NodeOrigin>;
  /** The document's task id → the older task id. */
  tasks: Map<number, number>;
  /** '<ref>:<document id>' → the older id (prompt, variable, datastore). */
  content: Map<string, { kind: string; s6_id: number }>;
}

const mapOf = (n: OlderNode, refs: Refs): Mapped => (olderKinds[n.node_kind] ?? flaggedComment)(n, refs);

interface Draft {
  task: ExportedTask;
  issues: NodeIssue[];
  origins: Map<number, NodeOrigin>;
}

/**
 * One task in today's format, with ids from `nextId`. Structural problems (a parent not in the task, a canvas
 * without a Start, a branch its parent has not, a child under a step that has none) are errors: the task does not
 * migrate. Kinds without equivalent and missing references are flags: the task migrates, the node is flagged.
 */
function convertTask(t: OlderTask, docTaskId: number, refsOf: (nodeIds: Map<number, number>) => Refs, nextId: () => number): Draft {
  const issues: NodeIssue[] = [];
  const issue = (
    n: Pick<OlderNode, 'node_id' | 'canvas_id' | 'node_kind' | 'title'> | null,
    canvasId: number,
    severity: 'error' | 'flag',
    code: string,
    reason: string,
  ) =>
    issues.push({
      s6_task_id: t.task_id,
      s6_canvas_id: canvasId,
      s6_node_id: n?.node_id ?? null,
      node_kind: n?.node_kind ?? null,
      title: n?.title ?? null,
      severity,
      code,
      reason,
    });
  const byId = new Map(t.nodes.map((n) => [n.node_id, n]));
  const ids = new Map(t.nodes.map((n) => [n.node_id, nextId()]));
  const canvasIds = new Map(t.canvases.map((c, i) => [c.canvas_id, docTaskId * 1000 + i + 1]));
  const refs = refsOf(ids);
  const mapped = new Map(t.nodes.map((n) => [n.node_id, mapOf(n, refs)]));
  const nodes: ExportedNode[] = [];
  const origins = new Map<number, NodeOrigin>();
  const conditions = new Map<number, Map<string, number>>();
  const siblings = new Map<number | null, number>();
  const place = (pid: number | null) => {
    const at = siblings.get(pid) ?? 0;
    siblings.set(pid, at + 1);
    return at;
  };

  for (const n of t.nodes) {
    const mp = mapped.get(n.node_id)!;
    const def = getNodeDefinition(mp.node_type)!;
    const parsed = def.config.safeParse(mp.config);
    const config = (parsed.success ? parsed.data : def.config.parse({})) as Record<string, unknown>;
    const flags = [...mp.flags, ...(parsed.success ? [] : [{ code: 'settings', reason: fill(m.unknownKind, { kind: n.node_kind }) }])];
    for (const f of flags) issue(n, n.canvas_id, 'flag', f.code, f.reason);
    if (def.category === 'multiple_child') {
      const keys = new Map<string, number>();
      def.branches(config).forEach((b, position) => {
        const id = nextId();
        keys.set(b.key, id);
        nodes.push({
          id,
          canvas_id: canvasIds.get(n.canvas_id)!,
          pid: ids.get(n.node_id)!,
          position,
          node_name: b.label,
          tooltip: null,
          tags: [],
          node_type: 'condition_label',
          category: 'system',
          connector_parent: [],
          config: { branch_key: b.key, removable: b.removable },
          keyword_conditions: [],
          grammar_conditions: [],
        });
      });
      conditions.set(n.node_id, keys);
      siblings.set(ids.get(n.node_id)!, keys.size);
    }
    origins.set(ids.get(n.node_id)!, { s6_task_id: t.task_id, s6_node_id: n.node_id, node_kind: n.node_kind, flags });
    nodes.push({
      id: ids.get(n.node_id)!,
      canvas_id: canvasIds.get(n.canvas_id) ?? 0,
      pid: null,
      position: 0,
      node_name: n.title.slice(0, 255),
      tooltip: null,
      tags: [],
      node_type: mp.node_type,
      category: def.category,
      connector_parent: [],
      config,
      keyword_conditions: [],
      grammar_conditions: [],
    });
  }
  const byDocId = new Map(nodes.map((x) => [x.id, x]));
  for (const n of t.nodes) {
    const node = byDocId.get(ids.get(n.node_id)!)!;
    if (!canvasIds.has(n.canvas_id))
      issue(n, n.canvas_id, 'error', 'structure', fill(m.missingParent, { id: n.node_id, parent: `canvas ${n.canvas_id}` }));
    if (n.parent_id === null) {
      if (n.node_kind !== 'Start') issue(n, n.canvas_id, 'error', 'structure', fill(m.missingParent, { id: n.node_id, parent: '—' }));
      continue;
    }
    const parent = byId.get(n.parent_id);
    if (!parent) {
      issue(n, n.canvas_id, 'error', 'structure', fill(m.missingParent, { id: n.node_id, parent: n.parent_id }));
      continue;
    }
    const keys = conditions.get(parent.node_id);
    const parentDef = getNodeDefinition(mapped.get(parent.node_id)!.node_type)!;
    let pid: number | undefined;
    if (keys) {
      const key = n.branch === null ? undefined : mapped.get(parent.node_id)!.branch?.(n.branch);
      pid = key ? keys.get(key) : undefined;
    } else if (parentDef.category !== 'no_child' && n.branch === null && !siblings.has(ids.get(parent.node_id)!)) {
      pid = ids.get(parent.node_id)!;
    }
    if (pid === undefined) {
      issue(n, n.canvas_id, 'error', 'structure', fill(m.unknownBranch, { id: n.node_id, branch: n.branch ?? '—' }));
      continue;
    }
    node.pid = pid;
    node.position = place(pid);
  }
  const canvases = t.canvases.map((c) => {
    const start = t.nodes.find((n) => n.canvas_id === c.canvas_id && n.parent_id === null && n.node_kind === 'Start');
    if (!start) issue(null, c.canvas_id, 'error', 'structure', fill(m.missingStart, { canvas: c.canvas_name }));
    return {
      id: canvasIds.get(c.canvas_id)!,
      canvas_name: c.canvas_name,
      first_node_id: start ? ids.get(start.node_id)! : null,
      is_enabled: 1,
      is_main_canvas: c.is_main,
      is_event_handler: c.is_event,
      is_ni_nm_handler: 0,
    };
  });
  const task: ExportedTask = {
    id: docTaskId,
    task_name: t.task_name.slice(0, 255),
    task_type: channels[t.channel],
    settings: {},
    canvases,
    nodes,
  };
  return { task, issues, origins };
}

/**
 * An older group in today's export format (the import then writes it), with the check of what would not migrate,
 * node by node. Pure: the same group gives the same document.
 */
export function convertGroup(group: OlderGroup): Conversion {
  const content: ExportedContent[] = [];
  const contentOrigins = new Map<string, { kind: string; s6_id: number }>();
  const idsOf = <T>(list: T[], kind: string, ref: string, idOf: (x: T) => number, item: (x: T, id: number) => ExportedContent) => {
    const map = new Map<number, number>();
    list.forEach((x, i) => {
      map.set(idOf(x), i + 1);
      content.push(item(x, i + 1));
      contentOrigins.set(`${ref}:${i + 1}`, { kind, s6_id: idOf(x) });
    });
    return map;
  };
  const variables = idsOf(
    group.variables,
    'variable',
    'variable',
    (v) => v.var_id,
    (v, id) => ({
      model: 'Variable',
      id,
      name: v.var_name,
      fields: { variable_type: 'single_value', scope: 'session', default_value: v.default_value, passed_parameter: 0, output_parameter: 0 },
    }),
  );
  const prompts = idsOf(
    group.prompts,
    'prompt',
    'prompt',
    (p) => p.prompt_id,
    (p, id) => ({
      model: 'Prompt',
      id,
      name: p.prompt_name,
      fields: { prompt_type: 'IVA', texts: [{ language: p.language, text: p.text, file_id: null }] },
    }),
  );
  const stores = idsOf(
    group.datastores,
    'datastore',
    'datastore',
    (d) => d.ds_id,
    (d, id) => ({
      model: 'DataStore',
      id,
      name: d.ds_name,
      fields: { collection_structure: d.columns.map((c) => ({ col_name: c.name, type: c.type, secure: false })), is_log: 0 },
    }),
  );
  const get = (map: Map<number, number>) => (id: unknown) => (typeof id === 'number' ? (map.get(id) ?? null) : null);

  // First pass: which tasks have structural errors (they do not migrate, and links to them are flagged).
  let dry = 0;
  const anyTask = (): number | null => 1;
  const structural = new Set<number>();
  group.tasks.forEach((t, i) => {
    const d = convertTask(
      t,
      i + 1,
      (ids) => ({ prompt: get(prompts), variable: get(variables), datastore: get(stores), task: anyTask, node: get(ids) }),
      () => ++dry,
    );
    if (d.issues.some((x) => x.severity === 'error')) structural.add(t.task_id);
  });
  const migrating = group.tasks.filter((t) => !structural.has(t.task_id));
  const taskIds = new Map(migrating.map((t, i) => [t.task_id, i + 1]));

  let next = 0;
  const checks: TaskCheck[] = [];
  const tasks: ExportedTask[] = [];
  const origins = new Map<number, NodeOrigin>();
  const taskOrigins = new Map<number, number>();
  group.tasks.forEach((t, i) => {
    const docId = taskIds.get(t.task_id) ?? migrating.length + i + 1;
    const d = convertTask(
      t,
      docId,
      (ids) => ({ prompt: get(prompts), variable: get(variables), datastore: get(stores), task: get(taskIds), node: get(ids) }),
      () => ++next,
    );
    const migrates = taskIds.has(t.task_id);
    checks.push({ s6_task_id: t.task_id, task_name: t.task_name, node_count: t.nodes.length, migrates, issues: d.issues });
    if (!migrates) return;
    tasks.push(d.task);
    taskOrigins.set(docId, t.task_id);
    for (const [k, v] of d.origins) origins.set(k, v);
  });
  const flagged = checks.reduce((n, c) => n + (c.migrates ? c.issues.filter((x) => x.severity === 'flag').length : 0), 0);
  const check: GroupCheck = {
    s6_ac_id: group.group_id,
    group_name: group.group_name,
    tasks: checks,
    would_migrate: tasks.length,
    would_not_migrate: checks.length - tasks.length,
    flagged_nodes: flagged,
    content: {
      prompts: group.prompts.length,
      variables: group.variables.length,
      datastores: group.datastores.length,
      datastore_rows: group.datastores.reduce((n, d) => n + d.rows.length, 0),
    },
    account_problems: [],
  };
  const doc: TaskExportDocument | null = tasks.length
    ? {
        format: taskExportFormat,
        format_version: taskExportFormatVersion,
        exported_at: new Date(0).toISOString(),
        root_task_id: 1,
        tasks,
        content,
        linked_tasks: [],
        parts: {},
      }
    : null;
  return { check, doc, nodes: origins, tasks: taskOrigins, content: contentOrigins };
}
