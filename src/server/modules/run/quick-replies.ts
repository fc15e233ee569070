import type { ChatPreview } from '@shared/api/run';
import type { SimEvent } from '@shared/api/sim';
import type { TaskFlow } from '@shared/engine';
import { registry } from '@plugins/registry';

/** The choices of the step a conversation waits at, as quick replies: what its definition offers (choices()). */
export function quickReplies(flow: TaskFlow | null, nodeId: number | null): ChatPreview['quick_replies'] {
  const node = nodeId === null ? undefined : flow?.nodes.find((n) => n.node_id === nodeId);
  const def = node && registry.get(node.node_type);
  const parsed = def?.config.safeParse(node!.config);
  if (!def || !parsed?.success) return [];
  return def.choices(parsed.data);
}

/** The lines a customer sees from events: messages (and spoken texts) from the bot; simulated steps, errors and the end as system lines. */
export function chatLines(events: readonly SimEvent[]): ChatPreview['lines'] {
  const lines: ChatPreview['lines'] = [];
  for (const e of events) {
    if (e.type === 'sent' || e.type === 'said') lines.push({ from: 'bot', text: e.text, node_id: e.node_id });
    else if (e.type === 'simulated' || e.type === 'error' || e.type === 'transferred')
      lines.push({
        from: 'system',
        text: e.type === 'transferred' ? e.destination : e.type === 'error' ? e.message : e.text,
        node_id: e.node_id,
      });
  }
  return lines;
}
