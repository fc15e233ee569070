import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { registry } from '@plugins/registry';
import { ast, branchesOf, ctxWith, diagnose, refsOf } from '../test-support';

const c = (key: string, label: string, text: string | null) => ({ key, label, condition: text === null ? null : ast(text) });
const ok = ctxWith([
  { model: 'variable', id: 13 },
  { model: 'variable', id: 14 },
  { model: 'javascript_function', id: 7 },
]);

describe('decision', () => {
  it('starts with one branch whose condition is still to be built', () => {
    const def = registry.require('decision');
    expect(def.defaults()).toEqual({ conditions: [{ key: 'condition_1', label: 'Condition 1', condition: null }] });
    expect(diagnose('decision', {})).toEqual([
      { path: 'conditions.0.condition', message: messages.expr.conditionRequired, severity: 'error' },
    ]);
  });
  it('needs at least one condition', () => {
    expect(diagnose('decision', { conditions: [] })).toEqual([
      { path: 'conditions', message: 'Add at least one condition.', severity: 'error' },
    ]);
  });
  it('stores conditions as expression ASTs and takes an AND of comparisons', () => {
    const condition = ast('{{Age}} >= 18 AND {{Country}} == "DE"');
    expect(condition).toMatchObject({
      kind: 'conditions',
      operator: 'and',
      list: [
        { kind: 'compare', operator: 'greater_or_equal' },
        { kind: 'compare', operator: 'equal' },
      ],
    });
    expect(diagnose('decision', { conditions: [{ key: 'adult_de', label: 'Adult in DE', condition }] }, ok)).toEqual([]);
  });
  it('refuses a condition that is not an expression, with the schema message', () => {
    expect(diagnose('decision', { conditions: [{ key: 'a', label: 'A', condition: '{{13}} >' }] })).toEqual([
      { path: 'conditions.0.condition', message: messages.expr.unreadText, severity: 'error' },
    ]);
    expect(
      diagnose('decision', { conditions: [{ key: 'a', label: 'A', condition: { kind: 'compare', operator: 'like' } }] })[0],
    ).toMatchObject({ path: expect.stringMatching(/^conditions\.0\.condition/) });
  });
  it('needs a label per condition and a chosen left side per comparison', () => {
    const blank = { kind: 'compare', operator: 'equal', left: { kind: 'literal', value: null }, right: { kind: 'literal', value: '' } };
    expect(diagnose('decision', { conditions: [{ key: 'a', label: ' ', condition: blank }] })).toEqual([
      { path: 'conditions.0.label', message: 'Label is required.', severity: 'error' },
      { path: 'conditions.0.condition.left', message: messages.expr.chooseOperand, severity: 'error' },
    ]);
  });
  it('refuses duplicate keys and labels, and the reserved Otherwise', () => {
    const out = diagnose(
      'decision',
      { conditions: [c('a', 'Yes', 'true'), c('a', 'yes', 'true'), c('otherwise', 'Otherwise', 'true')] },
      ok,
    );
    expect(out.map((d) => d.path)).toEqual(['conditions.1.key', 'conditions.1.label', 'conditions.2.label', 'conditions.2.key']);
  });
  it('reports variables and functions the conditions use that no longer exist', () => {
    expect(diagnose('decision', { conditions: [c('a', 'Big', '{{13}} > 5 AND {{99}} == @7()'), c('b', 'Gone', '@8() == 1')] }, ok)).toEqual(
      [
        {
          path: 'conditions.0.condition.list.1.left',
          message: 'The expression refers to a variable that no longer exists ({{99}}).',
          severity: 'error',
        },
        {
          path: 'conditions.1.condition.left',
          message: 'The expression calls a JavaScript function that no longer exists (#8).',
          severity: 'error',
        },
      ],
    );
  });
  it('takes only the Boolean operators for a Boolean comparison, and hides the operations of the variable node', () => {
    expect(diagnose('decision', { conditions: [c('a', 'A', 'is_empty({{13}}) > true')] }, ok)).toEqual([
      { path: 'conditions.0.condition.operator', message: messages.expr.booleanOperators, severity: 'error' },
    ]);
    expect(diagnose('decision', { conditions: [c('a', 'A', 'lpad({{13}}, 3, "0") == "007"')] }, ok)).toEqual([
      { path: 'conditions.0.condition.left', message: 'Pad left is not available here.', severity: 'error' },
    ]);
    expect(diagnose('decision', { conditions: [c('a', 'A', 'queue_wait_time("sales") > 60')] }, ok)).toEqual([]);
  });
  it('references the variables and JavaScript functions of every condition, each once', () => {
    expect(
      refsOf('decision', { conditions: [c('a', 'A', '{{13}} == 1'), c('b', 'B', '@7({{13}}) == {{-1}}'), c('c', 'C', null)] }),
    ).toEqual([
      { model: 'variable', id: 13 },
      { model: 'javascript_function', id: 7 },
      { model: 'variable', id: -1 },
    ]);
  });
  it('shows one branch per condition (by its stable key), then Otherwise', () => {
    expect(branchesOf('decision', { conditions: [c('vip', 'VIP', '{{13}} == 1'), c('late', 'After hours', null)] })).toEqual([
      { key: 'vip', label: 'VIP', removable: true },
      { key: 'late', label: 'After hours', removable: true },
      { key: 'otherwise', label: 'Otherwise', removable: false },
    ]);
  });
});
