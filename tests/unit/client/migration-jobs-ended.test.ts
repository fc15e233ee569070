import { describe, expect, it } from 'vitest';
import { endedSince, upsertRow, type Job } from '../../../src/client/features/system/migration/api';

const job = (job_id: number, status: Job['status']): Job => ({
  job_id,
  kind: 'migrate',
  batch_id: null,
  s6_ac_id: 7,
  s7_ac_id: 9,
  status,
  done: 0,
  total: 1,
  error: null,
  result: {},
  created_at: '2026-12-07T00:00:00Z',
  started_at: null,
  completed_at: null,
});

describe('a migration job that ended since the list was last read', () => {
  it('the first read names none: what had ended before the screen opened is not news', () => {
    expect(endedSince(null, [job(1, 'completed')]).ended).toEqual([]);
  });

  it('a job that started and ended between two reads is named, though it was never seen running', () => {
    const first = endedSince(null, []);
    expect(endedSince(first.seen, [job(2, 'completed')]).ended).toEqual([2]);
  });

  it('a job seen running, then failed, is named once', () => {
    const first = endedSince(null, [job(3, 'running')]);
    const second = endedSince(first.seen, [job(3, 'failed')]);
    expect(second.ended).toEqual([3]);
    expect(endedSince(second.seen, [job(3, 'failed')]).ended).toEqual([]);
  });

  it('a queued or running job is not ended', () => {
    expect(endedSince(new Set(), [job(4, 'queued'), job(5, 'running')]).ended).toEqual([]);
  });
});

describe('a job or batch the system room tells of, in its list', () => {
  it('takes the place of its row, the others kept as they are', () => {
    const rows = [job(2, 'running'), job(1, 'completed')];
    const next = upsertRow(rows, { ...job(2, 'completed'), done: 1 }, 'job_id');
    expect(next.map((j) => [j.job_id, j.status, j.done])).toEqual([
      [2, 'completed', 1],
      [1, 'completed', 0],
    ]);
    expect(next[1]).toBe(rows[1]);
  });

  it('a row the list has not yet comes first (the lists are newest first)', () => {
    expect(upsertRow([job(1, 'completed')], job(3, 'queued'), 'job_id').map((j) => j.job_id)).toEqual([3, 1]);
  });
});
