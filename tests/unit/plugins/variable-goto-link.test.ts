import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { registry } from '@plugins/registry';
import { ast } from '../expr/support';
import { ctxWith, diagnose, refsOf } from './support';

describe('variable', () => {
  it('sets its variable to an empty text by default', () => {
    expect(registry.require('variable').defaults()).toEqual({ variable_id: null, value: { kind: 'literal', value: '' } });
  });
  it('needs a variable and checks the variables and functions its value uses', () => {
    expect(diagnose('variable', { value: ast('concat({{13}}, "-", @7())') })).toEqual([
      { path: 'variable_id', message: 'Variable is required.', severity: 'error' },
      { path: 'value.args.0', message: 'The expression refers to a variable that no longer exists ({{13}}).', severity: 'error' },
      { path: 'value.args.2', message: 'The expression calls a JavaScript function that no longer exists (#7).', severity: 'error' },
    ]);
    const found = ctxWith([
      { model: 'variable', id: 1 },
      { model: 'variable', id: 13 },
      { model: 'javascript_function', id: 7 },
    ]);
    expect(diagnose('variable', { variable_id: 1, value: ast('concat({{13}}, "-", @7())') }, found)).toEqual([]);
  });
  it('applies the builder rules of the variable mode: required parameters, math on numbers, no contact-center reads', () => {
    const found = ctxWith([
      { model: 'variable', id: 1 },
      { model: 'variable', id: 13 },
    ]);
    expect(diagnose('variable', { variable_id: 1, value: ast('uppercase("")') }, found)).toEqual([
      { path: 'value.args.0', message: 'Variable is required for Uppercase.', severity: 'error' },
    ]);
    expect(diagnose('variable', { variable_id: 1, value: ast('{{13}} + true') }, found)).toEqual([
      { path: 'value.right', message: messages.expr.mathOperand, severity: 'error' },
    ]);
    expect(diagnose('variable', { variable_id: 1, value: ast('queue_wait_time("sales")') }, found)[0]).toMatchObject({
      path: 'value',
      message: 'Queue wait time is not available here.',
    });
    expect(diagnose('variable', { variable_id: 1, value: ast('lpad({{13}}, 3, "0")') }, found)).toEqual([]);
  });
  it('refuses a value that is not an expression', () => {
    expect(diagnose('variable', { variable_id: 1, value: 'x {{3}}' }, ctxWith([{ model: 'variable', id: 1 }]))).toEqual([
      { path: 'value', message: messages.expr.unreadText, severity: 'error' },
    ]);
  });
  it('references its variable and the variables and functions of its value, each once', () => {
    expect(refsOf('variable', { variable_id: 1, value: ast('concat({{13}}, {{1}}, @7({{13}}))') })).toEqual([
      { model: 'variable', id: 1 },
      { model: 'variable', id: 13 },
      { model: 'javascript_function', id: 7 },
    ]);
  });
});

describe('goto', () => {
  it('needs a target node that exists', () => {
    expect(diagnose('goto', {})).toEqual([{ path: 'goto_node_id', message: 'Target node is required.', severity: 'error' }]);
    expect(diagnose('goto', { goto_node_id: 8 })).toEqual([
      { path: 'goto_node_id', message: 'The selected node no longer exists.', severity: 'error' },
    ]);
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
