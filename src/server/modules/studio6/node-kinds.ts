import { lit, variable } from '@shared/expr';
import { fill, messages } from '@shared/messages';
import type { OlderNode } from './older-format';

const m = messages.studio6;

/** A reference to something of the older group, to be turned into the document's id (null: it is missing). */
export interface Refs {
  prompt(id: unknown): number | null;
  variable(id: unknown): number | null;
  datastore(id: unknown): number | null;
  task(id: unknown): number | null;
  node(id: unknown): number | null;
}

/** What an older node becomes: today's node type and settings, and which branch key each older branch is. */
export interface Mapped {
  node_type: string;
  config: Record<string, unknown>;
  branch?: (older: string) => string | null;
  /** Problems of its settings: it still migrates, flagged with the reason. */
  flags: { code: string; reason: string }[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const digitBranch = (b: string) => (b === 'default' ? 'otherwise' : b.startsWith('digit:') ? `key_${b.slice(6)}` : null);

/**
 * The older node kinds and today's node type each maps onto (docs/migration.md has the table). Fax and Script have
 * no equivalent: they are kept as comment nodes carrying the reason and the older settings, and flagged.
 */
export const olderKinds: Record<string, (n: OlderNode, refs: Refs) => Mapped> = {
  Start: () => ({ node_type: 'start', config: {}, flags: [] }),
  Play(n, refs) {
    const prompt_id = refs.prompt(n.props.prompt_id);
    return {
      node_type: 'prompt',
      config: { prompt_id },
      flags:
        prompt_id === null
          ? [{ code: 'reference', reason: fill(m.missingPrompt, { id: n.node_id, prompt: String(n.props.prompt_id) }) }]
          : [],
    };
  },
  Menu(n, refs) {
    const options = Array.isArray(n.props.options) ? (n.props.options as { digit: string; label: string }[]) : [];
    return {
      node_type: 'menu',
      config: {
        prompt_id: refs.prompt(n.props.prompt_id),
        keys: options.map((o) => ({ key: String(o.digit), label: String(o.label) })),
        result_variable_id: refs.variable(n.props.store_var_id),
      },
      branch: digitBranch,
      flags: [],
    };
  },
  Branch(n, refs) {
    const id = refs.variable(n.props.var_id);
    const empty = n.props.test === 'empty';
    const condition = {
      kind: 'compare',
      operator: 'equal',
      left: id === null ? lit('') : variable(id),
      right: lit(empty ? '' : text(n.props.value)),
    };
    return {
      node_type: 'decision',
      config: { conditions: [{ key: 'match', label: empty ? 'Empty' : 'Equal', condition }] },
      branch: (b) => (b === 'true' ? 'match' : b === 'false' ? 'otherwise' : null),
      flags: [],
    };
  },
  SetVar: (n, refs) => ({
    node_type: 'variable',
    config: { variable_id: refs.variable(n.props.var_id), value: lit(text(n.props.value)) },
    flags: [],
  }),
  Jump(n, refs) {
    const goto_node_id = refs.node(n.props.target_node_id);
    return {
      node_type: 'goto',
      config: { goto_node_id },
      flags:
        goto_node_id === null
          ? [{ code: 'reference', reason: fill(m.missingTarget, { id: n.node_id, target: String(n.props.target_node_id) }) }]
          : [],
    };
  },
  Hangup(n, refs) {
    const goodbye_prompt_id = refs.prompt(n.props.prompt_id);
    return {
      node_type: 'hangup',
      config: { goodbye_prompt_id },
      flags:
        n.props.prompt_id != null && goodbye_prompt_id === null
          ? [{ code: 'reference', reason: fill(m.missingPrompt, { id: n.node_id, prompt: String(n.props.prompt_id) }) }]
          : [],
    };
  },
  SubTask(n, refs) {
    const task_id = refs.task(n.props.task_id);
    return {
      node_type: 'link_task',
      config: { task_id },
      flags: task_id === null ? [{ code: 'link', reason: fill(m.missingLink, { id: n.node_id, task: String(n.props.task_id) }) }] : [],
    };
  },
  Transfer: (n) => ({ node_type: 'blind_transfer', config: { destination: text(n.props.number) }, flags: [] }),
  Wait: (n) => ({
    node_type: 'pause',
    config: { duration_ms: Math.min(60_000, Math.max(100, Math.round(Number(n.props.seconds ?? 1) * 1000))) },
    flags: [],
  }),
  DbQuery(n, refs) {
    const key = refs.variable(n.props.key_var_id);
    const into = Array.isArray(n.props.into) ? (n.props.into as { column: string; var_id: number }[]) : [];
    return {
      node_type: 'data_store',
      config: {
        data_store_id: refs.datastore(n.props.ds_id),
        operation: 'find',
        conditions: [{ column: text(n.props.key_column), operator: 'equal', value: key === null ? '' : `{{${key}}}` }],
        result_mappings: into.map((i) => ({ source: String(i.column), variable_id: refs.variable(i.var_id) })),
      },
      branch: (b) => (b === 'found' ? 'success' : b === 'notfound' ? 'failure' : null),
      flags: [],
    };
  },
  Comment: (n) => ({ node_type: 'comment', config: { text: text(n.props.text) || n.title }, flags: [] }),
};

/** Older kinds with no equivalent here (the reason says what to do instead). */
export const kindsWithoutEquivalent = ['Fax', 'Script'] as const;

/** A node of a kind without equivalent (or unknown): a comment with the reason and its older settings, flagged. */
export function flaggedComment(n: OlderNode): Mapped {
  const known = (kindsWithoutEquivalent as readonly string[]).includes(n.node_kind);
  const reason = fill(known ? m.noEquivalent : m.unknownKind, { kind: n.node_kind });
  const textOf = `${reason} ${JSON.stringify(n.props)}`.slice(0, 2000);
  return { node_type: 'comment', config: { text: textOf }, flags: [{ code: known ? 'no_equivalent' : 'unknown', reason }] };
}
