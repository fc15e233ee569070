import type { ChatPreview } from '@shared/api/run';
import type { SimEvent } from '@shared/api/sim';
import type { TaskFlow } from '@shared/engine';
import { registry } from '@plugins/registry';

/**
 * The choices of the step a conversation waits at, as quick replies: a menu's keys (picked by the key), else the
 * branches of a step that waits for text (picked by their label). Otherwise is never offered.
 */
export function quickReplies(flow: TaskFlow | null, nodeId: number | null): ChatPreview['quick_replies'] {
  const node = nodeId === null ? undefined : flow?.nodes.find((n) => n.node_id === nodeId);
  const def = node && registry.get(node.node_type);
  const parsed = def?.config.safeParse(node!.config);
  if (!def || !parsed?.success) return [];
  if (node!.node_type === 'menu') {
    const keys = (parsed.data as { keys: { key: string; label: string }[] }).keys;
    return keys.map((k) => ({ label: k.label || k.key, input: { dtmf: k.key } }));
  }
  return def
    .branches(parsed.data)
    .filter((b) => b.key !== 'otherwise' && b.key !== 'success' && b.key !== 'failure')
    .map((b) => ({ label: b.label, input: { text: b.label } }));
}

/** The lines a customer sees from events: messages (and spoken texts) from the bot; simulated steps, errors and the end as system lines. */
export function chatLines(events: readonly SimEvent[]): ChatPreview['lines'] {
  const lines: ChatPreview['lines'] = [];
  for (const e of events) {
    if (e.type === 'sent' || e.type === 'said') lines.push({ from: 'bot', text: e.text, node_id: e.node_id });
    else if (e.type === 'simulated' || e.type === 'error' || e.type === 'transferred') lines.push({ from: 'system', text: e.type === 'transferred' ? e.destination : e.type === 'error' ? e.message : e.text, node_id: e.node_id });
  }
  return lines;
}
