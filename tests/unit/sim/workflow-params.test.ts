import { describe, expect, it } from 'vitest';
import { initialValues, paramFields, paramProblems, paramValues } from '@client/features/authoring/sim/workflowParams';

const variables = [
  { variable_name: 'order_id', variable_type: 'single_value' as const, default_value: null },
  { variable_name: 'region', variable_type: 'single_value' as const, default_value: 'EU' },
  { variable_name: 'pin', variable_type: 'secure' as const, default_value: '********' },
];

describe('the workflow run form (passed parameters)', () => {
  it('has one field per passed parameter, in the task order, with type, default and required mark', () => {
    const fields = paramFields(['region', 'order_id', 'pin', 'missing'], variables);
    expect(fields.map((f) => [f.name, f.type, f.defaultValue, f.required, f.secure])).toEqual([
      ['region', 'single_value', 'EU', false, false],
      ['order_id', 'single_value', '', true, false],
      ['pin', 'secure', '', false, true],
      ['missing', null, '', true, false],
    ]);
    expect(initialValues(fields)).toEqual({ region: 'EU', order_id: '', pin: '', missing: '' });
  });

  it('refuses a required parameter left empty and a parameter that is no variable, and nothing else', () => {
    const fields = paramFields(['region', 'order_id', 'missing'], variables);
    expect(paramProblems(fields, { region: '', order_id: '  ' })).toEqual({ order_id: 'required', missing: 'unknown' });
    expect(paramProblems(fields.slice(0, 2), { region: '', order_id: '42' })).toEqual({});
  });

  it('sends the filled-in values only', () => {
    const fields = paramFields(['region', 'order_id'], variables);
    expect(paramValues(fields, { region: '', order_id: '42' })).toEqual({ order_id: '42' });
  });
});
