import { nodeTypeRecord, taskTypes, type NodeCategory, type NodeTypeRecord, type TaskType } from '@shared/api/flow';

/** The node-type form as edited: the §3 fields, with DROP_RULES as JSON text. */
export interface NodeTypeDraft {
  node_type: string;
  category: NodeCategory;
  LABEL: string;
  AVAILABLE_TO_ALL_PLANS: boolean;
  HIDE_NODE_TASK_OVERRIDE: TaskType[];
  DROP_RULES: string;
}

export type DraftField = keyof NodeTypeDraft;

/** Why a field is refused: a rule of the form (shown in the user's language) or the shared schema's message. */
export type DraftIssue = { code: 'required' } | { code: 'json' } | { code: 'object' } | { code: 'schema'; message: string };

export type BodyResult = { ok: true; body: NodeTypeRecord } | { ok: false; issues: Partial<Record<DraftField, DraftIssue>> };

export function draftOf(record: NodeTypeRecord): NodeTypeDraft {
  const rules = record.DROP_RULES ?? {};
  return {
    node_type: record.node_type,
    category: record.category,
    LABEL: record.LABEL,
    AVAILABLE_TO_ALL_PLANS: record.AVAILABLE_TO_ALL_PLANS === 1,
    HIDE_NODE_TASK_OVERRIDE: taskTypes.filter((t) => record.HIDE_NODE_TASK_OVERRIDE.includes(t)),
    DROP_RULES: Object.keys(rules).length === 0 ? '' : JSON.stringify(rules, null, 2),
  };
}

/** Adds or removes a task type from the hidden list, keeping the spec's task-type order. */
export function toggleHidden(list: readonly TaskType[], type: TaskType, hidden: boolean): TaskType[] {
  return taskTypes.filter((t) => (t === type ? hidden : list.includes(t)));
}

function parseDropRules(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; issue: DraftIssue } {
  if (!text.trim()) return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, issue: { code: 'json' } };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, issue: { code: 'object' } };
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * The request body of POST /node/node-types (and, without node_type, of PUT): the label trimmed and
 * required, the all-plans flag as 0/1, hidden task types in the spec's order, drop rules parsed from
 * JSON; the whole checked with the shared nodeTypeRecord schema the server validates with.
 */
export function bodyOf(draft: NodeTypeDraft): BodyResult {
  const issues: Partial<Record<DraftField, DraftIssue>> = {};
  const label = draft.LABEL.trim();
  if (!label) issues.LABEL = { code: 'required' };
  const rules = parseDropRules(draft.DROP_RULES);
  if (!rules.ok) issues.DROP_RULES = rules.issue;
  if (Object.keys(issues).length > 0) return { ok: false, issues };

  const parsed = nodeTypeRecord.safeParse({
    node_type: draft.node_type,
    category: draft.category,
    LABEL: label,
    AVAILABLE_TO_ALL_PLANS: draft.AVAILABLE_TO_ALL_PLANS ? 1 : 0,
    HIDE_NODE_TASK_OVERRIDE: taskTypes.filter((t) => draft.HIDE_NODE_TASK_OVERRIDE.includes(t)),
    DROP_RULES: rules.ok ? rules.value : {},
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'node_type') as DraftField;
    issues[field] ??= { code: 'schema', message: issue.message };
  }
  return { ok: false, issues };
}

/** The PUT body: every field but the node type, which the path names. */
export function updateBody(record: NodeTypeRecord): Omit<NodeTypeRecord, 'node_type'> {
  const { node_type: _type, ...rest } = record;
  return rest;
}

/** Whether the form differs from the values it was opened with. */
export function draftChanged(draft: NodeTypeDraft, initial: NodeTypeDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(initial);
}
