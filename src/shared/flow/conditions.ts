import type { ConditionEntry, FlowNode } from '../api/flow';
import type { NodeRegistry } from '../plugin-api/types';
import { isCondition } from './graph';

/** Which list of the Node entity a type's entries fill (spec 2 §3: keyword_conditions or grammar_conditions). */
export type ConditionList = 'keyword_conditions' | 'grammar_conditions';

/** One keyed entry of a node's settings that becomes a condition: its branch key, its label and what it matches. */
interface SourceEntry {
  key: string;
  label: string;
  text: string;
}

interface ConditionSource {
  list: ConditionList;
  entries(config: Record<string, unknown>): SourceEntry[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const listOf = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object') : [];

/** What a keyword entry matches: its words, its pattern, or the name of the extraction. */
function keywordText(e: Record<string, unknown>): string {
  const match = str(e.match) || 'keywords';
  if (match === 'keywords') return str(e.keyword_text);
  if (match === 'regex' || match === 'matches_regex') return str(e.pattern);
  return match;
}

/**
 * The node types whose branches come from keyword or grammar entries (spec 2 §2): the keyword finder, one keyword
 * condition per entry (its words, its pattern or the name of its extraction); Watson speech, one grammar condition
 * per grammar (its phrases).
 */
export const conditionSources: Readonly<Record<string, ConditionSource>> = {
  keyword_finder: {
    list: 'keyword_conditions',
    entries: (config) => listOf(config.keywords).map((e) => ({ key: str(e.key), label: str(e.label), text: keywordText(e) })),
  },
  watson_speech: {
    list: 'grammar_conditions',
    entries: (config) => listOf(config.grammars).map((e) => ({ key: str(e.key), label: str(e.label), text: str(e.phrases) })),
  },
};

/**
 * The keyword or grammar conditions of a node, from its settings: one entry per keyed entry, in their order, with
 * the condition child of its branch as node_id (null while the branch has none). Nodes of other types keep theirs.
 */
export function conditionEntriesOf(
  node: FlowNode,
  conditionChildren: readonly FlowNode[],
  registry: NodeRegistry,
): Partial<Pick<FlowNode, ConditionList>> | null {
  const source = conditionSources[node.node_type];
  if (!source || node.category !== 'multiple_child') return null;
  const def = registry.get(node.node_type);
  const parsed = def?.config.safeParse(node.config);
  const config = parsed?.success ? (parsed.data as Record<string, unknown>) : node.config;
  const byKey = new Map(conditionChildren.map((c) => [str(c.config.branch_key), c.node_id]));
  const entries: ConditionEntry[] = source.entries(config).map((e) => ({
    keyword: e.key,
    keyword_text: e.text,
    label: e.label,
    node_id: byKey.get(e.key) ?? null,
  }));
  return source.list === 'keyword_conditions'
    ? { keyword_conditions: entries, grammar_conditions: [] }
    : { grammar_conditions: entries, keyword_conditions: [] };
}

/**
 * Fills keyword_conditions / grammar_conditions of every node whose type has them (derived from its settings and
 * its condition children, so they never go stale); other nodes are returned as they are.
 */
export function withConditionEntries(nodes: readonly FlowNode[], registry: NodeRegistry): FlowNode[] {
  if (!nodes.some((n) => conditionSources[n.node_type])) return nodes as FlowNode[];
  const conditions = new Map<number, FlowNode[]>();
  for (const n of nodes) {
    if (n.pid === null || !isCondition(n)) continue;
    const list = conditions.get(n.pid);
    if (list) list.push(n);
    else conditions.set(n.pid, [n]);
  }
  return nodes.map((n) => {
    const entries = conditionEntriesOf(n, conditions.get(n.node_id) ?? [], registry);
    return entries ? { ...n, ...entries } : n;
  });
}
