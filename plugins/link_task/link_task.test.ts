import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, refsOf } from '../test-support';

describe('link_task', () => {
  it('needs a task that exists and is not this task', () => {
    expect(diagnose('link_task', {})).toEqual([{ path: 'task_id', message: 'Task is required.', severity: 'error' }]);
    expect(diagnose('link_task', { task_id: 5 }, ctxWith([{ model: 'task', id: 5 }], { taskId: 5 }))).toEqual([
      { path: 'task_id', message: 'A task cannot link to itself.', severity: 'error' },
    ]);
    expect(diagnose('link_task', { task_id: 5 }, ctxWith([{ model: 'task', id: 5 }], { taskId: 6 }))).toEqual([]);
  });
  it('references the linked task', () => {
    expect(refsOf('link_task', { task_id: 5 })).toEqual([{ model: 'task', id: 5 }]);
  });
});
