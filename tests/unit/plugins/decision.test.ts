import { describe, expect, it } from 'vitest';
import { decisionOperators } from '@plugins/decision/definition';
import { branchesOf, ctxWith, diagnose, refsOf } from './support';

const c = (key: string, label: string, variable_id: number | null, value = '', operator = 'equal') => ({ key, label, variable_id, operator, value });
const ok = ctxWith([{ model: 'variable', id: 1 }, { model: 'variable', id: 2 }]);

describe('decision', () => {
  it('offers the spec compare operators', () => {
    expect(decisionOperators).toEqual(['equal', 'not_equal', 'greater', 'greater_or_equal', 'less', 'less_or_equal']);
  });
  it('needs at least one condition', () => {
    expect(diagnose('decision', { conditions: [] })).toEqual([{ path: 'conditions', message: 'Add at least one condition.', severity: 'error' }]);
  });
  it('needs a variable and a label per condition', () => {
    expect(diagnose('decision', { conditions: [c('a', ' ', null)] })).toEqual([
      { path: 'conditions.0.label', message: 'Label is required.', severity: 'error' },
      { path: 'conditions.0.variable_id', message: 'Variable is required.', severity: 'error' },
    ]);
  });
  it('refuses duplicate keys and labels, and the reserved Otherwise', () => {
    const out = diagnose('decision', { conditions: [c('a', 'Yes', 1), c('a', 'yes', 1), c('otherwise', 'Otherwise', 1)] }, ok);
    expect(out.map((d) => d.path)).toEqual(['conditions.1.key', 'conditions.1.label', 'conditions.2.label', 'conditions.2.key']);
  });
  it('reports variables in the compared value that no longer exist', () => {
    expect(diagnose('decision', { conditions: [c('a', 'Big', 1, '{{2}} and {{5}}', 'greater')] }, ok)).toEqual([
      { path: 'conditions.0.value', message: 'The text refers to a variable that no longer exists ({{5}}).', severity: 'error' },
    ]);
  });
  it('refuses an unknown operator', () => {
    expect(diagnose('decision', { conditions: [c('a', 'X', 1, '', 'like')] }, ok)[0]).toMatchObject({ path: 'conditions.0.operator' });
  });
  it('references the variables it compares and uses', () => {
    expect(refsOf('decision', { conditions: [c('a', 'A', 1, '{{2}}'), c('b', 'B', 1, '{{-1}}')] })).toEqual([
      { model: 'variable', id: 1 }, { model: 'variable', id: 2 }, { model: 'variable', id: -1 },
    ]);
  });
  it('shows one branch per condition (by its stable key), then Otherwise', () => {
    expect(branchesOf('decision', { conditions: [c('vip', 'VIP', 1), c('late', 'After hours', 2)] })).toEqual([
      { key: 'vip', label: 'VIP', removable: true },
      { key: 'late', label: 'After hours', removable: true },
      { key: 'otherwise', label: 'Otherwise', removable: false },
    ]);
  });
});
