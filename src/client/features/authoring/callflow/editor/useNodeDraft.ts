import { useMemo, useState } from 'react';
import type { FlowNode, NodeChangeAnswer } from '@shared/api/flow';
import { hasErrors, unknownLookup, validateNodeConfig, type AnyNodeDefinition, type Diagnostic } from '@shared/plugin-api';
import { ApiError } from '@client/api/http';
import type { EditContext } from '../editActions';
import { anyRow, diagnosticFromServer, fieldPaths, placeDiagnostics, setIn } from './diagnostics';
import { configFields } from '@shared/plugin-api/editor-fields';
import { useRefOptions } from './useRefOptions';

/** What the editor opens on: an existing node, or a new node of a type after a target. */
export type EditorSubject =
  | { kind: 'node'; node: FlowNode; def: AnyNodeDefinition | undefined }
  | { kind: 'new'; def: AnyNodeDefinition; pid: number; canvasId: number };

/** The stored config over the defaults, so settings added to a type since the node was saved show their default. */
function initialConfig(subject: EditorSubject): Record<string, unknown> {
  if (!subject.def) return subject.kind === 'node' ? { ...subject.node.config } : {};
  const defaults = subject.def.defaults() as Record<string, unknown>;
  return subject.kind === 'node' ? { ...defaults, ...subject.node.config } : defaults;
}

export interface SaveCalls {
  create(body: Record<string, unknown>): Promise<NodeChangeAnswer | undefined>;
  update(id: number, body: Record<string, unknown>): Promise<NodeChangeAnswer | undefined>;
  nodes(taskId: number): Promise<FlowNode[]>;
}

/**
 * The change answer with the new node in it. The shared HTTP helper hands back only a `data` member, which
 * node change answers (nodes.data, node.data at the top) do not have: the nodes are then read again and the
 * new node is the one of the type under the target that was not there before.
 */
async function withCreatedNode(
  answer: NodeChangeAnswer | undefined,
  calls: SaveCalls,
  before: ReadonlySet<number>,
  taskId: number,
  type: string,
  pid: number,
) {
  if (answer?.node?.data) return { answer, nodeId: answer.node.data.node_id };
  const nodes = await calls.nodes(taskId);
  const added = nodes.filter((n) => !before.has(n.node_id) && n.node_type === type);
  const created = added.find((n) => n.pid === pid) ?? added[0] ?? null;
  return {
    answer: {
      nodes: { data: nodes },
      node: { data: created },
      canvas: { data: null },
      nodes_reference_other_tasks: [],
    } as NodeChangeAnswer,
    nodeId: created?.node_id ?? pid,
  };
}

/** The editor's draft (name, tooltip, config), its live diagnostics and the save that sends it. */
export function useNodeDraft(edit: EditContext, subject: EditorSubject, label: string, calls: SaveCalls) {
  const node = subject.kind === 'node' ? subject.node : null;
  const def = subject.def;
  const fields = useMemo(() => (def && def.availability.creatable ? configFields(def.config) : []), [def]);
  const [name, setName] = useState(node?.node_name ?? label);
  const [tooltip, setTooltip] = useState(node?.tooltip ?? '');
  const [config, setConfig] = useState(() => initialConfig(subject));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Diagnostic | null>(null);
  const [saving, setSaving] = useState(false);
  const current = useMemo(() => ({ id: edit.task.task_id, type: edit.task.task_type }), [edit.task.task_id, edit.task.task_type]);
  const refs = useRefOptions(fields, edit.tree.graph.nodes, node?.node_id ?? null, current);

  // Nullable settings that validate() still asks for (a menu's prompt) are not offered as optional.
  const required = useMemo(() => {
    if (!def || fields.length === 0) return new Set<string>();
    const ctx = { taskType: edit.task.task_type, features: [], exists: unknownLookup };
    return new Set(validateNodeConfig(def, def.defaults(), ctx).diagnostics.map((d) => anyRow(d.path)));
  }, [def, fields, edit.task.task_type]);
  const drawn = useMemo(() => fieldPaths(fields, config), [fields, config]);
  const diagnostics = useMemo(() => {
    if (!def || fields.length === 0) return server ? [server] : [];
    const ctx = { taskType: edit.task.task_type, taskId: edit.task.task_id, features: [], exists: refs.exists };
    const own = validateNodeConfig(def, config, ctx).diagnostics;
    return server && !own.some((d) => d.path === server.path && d.message === server.message) ? [...own, server] : own;
  }, [def, fields, config, edit.task, refs.exists, server]);
  const placed = useMemo(() => placeDiagnostics(diagnostics, drawn), [diagnostics, drawn]);
  const shown = useMemo(() => {
    if (attempted) return placed.byPath;
    const visible = new Map<string, Diagnostic[]>();
    for (const [path, list] of placed.byPath) {
      if ([...touched].some((p) => p === path || p.startsWith(`${path}.`))) visible.set(path, list);
    }
    return visible;
  }, [placed, touched, attempted]);

  const set = (path: readonly (string | number)[], value: unknown) => {
    setServer(null);
    setConfig((c) => setIn(c, path, value));
  };
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));

  /** Sends the draft; answers the saved node's id, or the path to focus when it was refused. */
  async function save(): Promise<
    { ok: true; nodeId: number; answer: NodeChangeAnswer | undefined } | { ok: false; focus: string | null; error?: unknown }
  > {
    setAttempted(true);
    if (hasErrors(diagnostics)) return { ok: false, focus: diagnostics.find((d) => d.severity === 'error')?.path ?? null };
    const withConfig = fields.length > 0 ? { config } : {};
    const own = { node_name: name.trim() || label, tooltip: tooltip.trim() ? tooltip : null, ...withConfig };
    setSaving(true);
    try {
      if (subject.kind === 'new') {
        const before = new Set(edit.tree.graph.nodes.map((n) => n.node_id));
        const sent = await calls.create({
          ...own,
          node_type: subject.def.type,
          task_id: edit.task.task_id,
          canvas_id: subject.canvasId,
          pid: subject.pid,
          swap: false,
        });
        return { ok: true, ...(await withCreatedNode(sent, calls, before, edit.task.task_id, subject.def.type, subject.pid)) };
      }
      const answer = await calls.update(subject.node.node_id, own);
      return { ok: true, nodeId: subject.node.node_id, answer };
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        const d = diagnosticFromServer(e.message, drawn);
        setServer(d);
        return { ok: false, focus: d.path || null, error: e };
      }
      return { ok: false, focus: null, error: e };
    } finally {
      setSaving(false);
    }
  }

  return {
    def,
    fields,
    required,
    name,
    setName,
    tooltip,
    setTooltip,
    config,
    set,
    touch,
    shown,
    placed,
    diagnostics,
    attempted,
    refs,
    saving,
    save,
  };
}
