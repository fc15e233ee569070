import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { registry } from '@plugins/registry';
import { ast, ctxWith, diagnose, refsOf } from '../test-support';

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
