import { describe, expect, it } from 'vitest';
import { ctxWith, diagnose, refsOf } from './support';

describe('variable', () => {
  it('needs a variable and checks the variables its value uses', () => {
    expect(diagnose('variable', { value: 'x {{3}}' })).toEqual([
      { path: 'variable_id', message: 'Variable is required.', severity: 'error' },
      { path: 'value', message: 'The text refers to a variable that no longer exists ({{3}}).', severity: 'error' },
    ]);
    expect(diagnose('variable', { variable_id: 1, value: '{{3}}' }, ctxWith([{ model: 'variable', id: 1 }, { model: 'variable', id: 3 }]))).toEqual([]);
  });
  it('references its variable and those of its value', () => {
    expect(refsOf('variable', { variable_id: 1, value: '{{ 3 }}-{{1}}' })).toEqual([{ model: 'variable', id: 1 }, { model: 'variable', id: 3 }]);
  });
});

describe('goto', () => {
  it('needs a target node that exists', () => {
    expect(diagnose('goto', {})).toEqual([{ path: 'goto_node_id', message: 'Target node is required.', severity: 'error' }]);
    expect(diagnose('goto', { goto_node_id: 8 })).toEqual([{ path: 'goto_node_id', message: 'The selected node no longer exists.', severity: 'error' }]);
    expect(diagnose('goto', { goto_node_id: 8 }, ctxWith([{ model: 'node', id: 8 }]))).toEqual([]);
  });
  it('references its target as a node link', () => {
    expect(refsOf('goto', { goto_node_id: 8 })).toEqual([{ model: 'node', id: 8 }]);
  });
});

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
