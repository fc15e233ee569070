import { describe, expect, it } from 'vitest';
import { SharedTask, type LedgerDelta, type LedgerNode } from '../../../scripts/load/ledger.mjs';

// The load run's verdict on a shared task: the stored nodes must be exactly what its editors were answered, revision
// by revision — an edit told applied and missing is lost, an edit applied twice (or on a revision already taken) is
// duplicated, and an edit whose answer was lost may have been applied once at most.
const node = (node_id: number, node_name: string, pid: number | null = 1): LedgerNode => ({
  node_id,
  pid,
  node_type: node_id === 1 ? 'start' : 'prompt',
  node_name,
  canvas_id: 7,
});
const start = [node(1, 'Start', null)];
const add = (revision: number, id: number, name: string): LedgerDelta => ({
  base_revision: revision - 1,
  revision,
  changed: [node(id, name)],
  removed: [],
});
const stored = (revision: number, nodes: LedgerNode[]) => async () => ({ status: 200, json: { data: nodes }, revision });

describe('the load run’s ledger of a shared task', () => {
  it('finds the stored task equal to the answered edits applied in revision order', async () => {
    const t = new SharedTask(1, 7);
    t.list(1, start);
    t.delta(add(3, 3, 'b'));
    t.delta(add(2, 2, 'a'));
    expect((await t.verify(stored(3, [...start, node(2, 'a'), node(3, 'b')]))).verdict).toBe('ok');
  });

  it('calls an answered edit missing from the stored task lost', async () => {
    const t = new SharedTask(1, 7);
    t.list(1, start);
    t.delta(add(2, 2, 'a'));
    expect((await t.verify(stored(2, start))).verdict).toBe('lost');
  });

  it('calls two edits answered on one revision, or a revision no answer explains, duplicated', async () => {
    const doubled = new SharedTask(1, 7);
    doubled.list(1, start);
    doubled.delta(add(2, 2, 'a'));
    doubled.delta(add(2, 3, 'b'));
    expect((await doubled.verify(stored(2, [...start, node(2, 'a')]))).verdict).toBe('duplicated');

    const unexplained = new SharedTask(1, 7);
    unexplained.list(1, start);
    unexplained.delta(add(2, 2, 'a'));
    unexplained.list(3, [...start, node(2, 'a'), node(3, 'a again')], true);
    expect((await unexplained.verify(stored(3, [...start, node(2, 'a'), node(3, 'a again')]))).verdict).toBe('duplicated');
  });

  it('accepts an edit whose answer was lost applied once, bridged by the list read after it', async () => {
    const t = new SharedTask(1, 7);
    t.list(1, start);
    t.delta(add(2, 2, 'a'));
    t.unanswered++;
    const after = [...start, node(2, 'a'), node(3, 'lost answer')];
    t.list(3, after, true);
    t.delta(add(4, 4, 'c'));
    expect(await t.verify(stored(4, [...after, node(4, 'c')]))).toEqual({ verdict: 'ok', gaps: 1 });
  });
});
