import type { LiveSession } from '@shared/api/run';
import type { SimEvent } from '@shared/api/sim';

/** One line of a live transcript: who or what, and the text (events that say nothing to a watcher are left out). */
export interface TranscriptLine {
  kind: 'entered' | 'said' | 'sent' | 'simulated' | 'error' | 'transferred' | 'call_set' | 'hung_up' | 'ended';
  text: string;
}

export function transcriptLines(events: readonly SimEvent[]): TranscriptLine[] {
  const out: TranscriptLine[] = [];
  for (const e of events) {
    if (e.type === 'entered') out.push({ kind: 'entered', text: e.node_name });
    else if (e.type === 'said' || e.type === 'sent' || e.type === 'simulated') out.push({ kind: e.type, text: e.text });
    else if (e.type === 'error') out.push({ kind: 'error', text: e.message });
    else if (e.type === 'transferred') out.push({ kind: 'transferred', text: e.destination });
    else if (e.type === 'call_set') out.push({ kind: 'call_set', text: `${e.field}: ${e.value}` });
    else if (e.type === 'hung_up') out.push({ kind: 'hung_up', text: '' });
    else if (e.type === 'ended') out.push({ kind: 'ended', text: e.outcome });
  }
  return out;
}

/** The newest turn of a session replaces what was shown of it; a new session comes first. */
export function upsert(sessions: readonly LiveSession[], s: LiveSession): LiveSession[] {
  const i = sessions.findIndex((x) => x.session_id === s.session_id);
  if (i < 0) return [s, ...sessions];
  return sessions.map((x, j) => (j === i ? s : x));
}
