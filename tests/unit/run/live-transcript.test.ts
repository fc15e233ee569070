import { describe, expect, it } from 'vitest';
import type { LiveSession } from '@shared/api/run';
import { transcriptLines, upsert } from '@client/features/authoring/run/live/transcript';

const session = (id: string, node_id: number | null, status: 'waiting' | 'ended' = 'waiting'): LiveSession => ({
  session_id: id,
  task_id: 1,
  channel: 'voice',
  status,
  node_id,
  node_name: node_id ? `Node ${node_id}` : null,
  started_at: '2026-01-01T00:00:00Z',
  events: [],
});

describe('the live view', () => {
  it('shows what a watcher needs of the events: nodes, what was said or sent, errors and the end', () => {
    expect(
      transcriptLines([
        { type: 'entered', node_id: 1, node_type: 'menu', node_name: 'Main menu' },
        { type: 'said', node_id: 1, text: 'Press 1', language: 'en-US' },
        { type: 'variable_set', node_id: 1, variable_id: 3, value: 'x' },
        { type: 'error', node_id: 2, message: 'Bad' },
        { type: 'ended', node_id: 2, outcome: 'completed' },
      ]),
    ).toEqual([
      { kind: 'entered', text: 'Main menu' },
      { kind: 'said', text: 'Press 1' },
      { kind: 'error', text: 'Bad' },
      { kind: 'ended', text: 'completed' },
    ]);
  });

  it('shows transfers with their destination and what a step set of the call', () => {
    expect(
      transcriptLines([
        { type: 'call_set', node_id: 1, field: 'disposition', value: 'Sale (order 7)' },
        { type: 'transferred', node_id: 2, destination: '+4930123456', data: { 'X-Case': '1' } },
      ]),
    ).toEqual([
      { kind: 'call_set', text: 'disposition: Sale (order 7)' },
      { kind: 'transferred', text: '+4930123456' },
    ]);
  });

  it("puts a new session first and replaces a known one's entry with its newest turn", () => {
    const list = upsert([session('a', 1)], session('b', 2));
    expect(list.map((s) => s.session_id)).toEqual(['b', 'a']);
    const moved = upsert(list, session('a', null, 'ended'));
    expect(moved.map((s) => [s.session_id, s.status])).toEqual([
      ['b', 'waiting'],
      ['a', 'ended'],
    ]);
  });
});
