import type { SimEvent } from '@shared/api/sim';
import type { FlowTestStep } from '@shared/api/sim-tests';
import { secureMask } from '@shared/api/content';
import type { SimSession, useSimStore } from './store';

type Turn = ReturnType<typeof useSimStore.getState>['turns'][number];

const asText = (v: unknown) =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : JSON.stringify(v);

/**
 * A flow test from a simulator session: each input the caller gave, then what followed it — the
 * prompts said, the variables that changed (secure ones left out) — and at the end how the session ended, or the
 * node it waits at. Turns that only resumed a paused session belong to the input before them.
 */
export function recordSteps(turns: readonly Turn[], session: SimSession): FlowTestStep[] {
  const steps: FlowTestStep[] = [];
  let before: Record<string, unknown> = {};
  let since: SimEvent[] = [];
  for (const turn of turns) {
    if (turn.input) {
      steps.push({ kind: 'input', ...turn.input });
      since = [];
    }
    since = [...since, ...turn.events];
    for (const e of turn.events)
      if (e.type === 'said' || e.type === 'sent') steps.push({ kind: 'said', text: e.text.trim().slice(0, 500) });
    for (const [name, value] of Object.entries(turn.variables)) {
      const text = asText(value);
      if (asText(before[name]) !== text && value !== secureMask && text.length <= 10_000)
        steps.push({ kind: 'variable', name, value: text });
    }
    before = turn.variables;
  }
  const ended = since.find((e): e is Extract<SimEvent, { type: 'ended' }> => e.type === 'ended');
  if (session.status === 'ended') steps.push({ kind: 'ended', ...(ended ? { outcome: ended.outcome } : {}) });
  else if (session.nodeId !== null && since.some((e) => e.type === 'entered' && e.node_id === session.nodeId))
    steps.push({ kind: 'reached', node_id: session.nodeId });
  return steps.filter((s) => s.kind !== 'said' || s.text.length > 0);
}
