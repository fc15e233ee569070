import { describe, expect, it } from 'vitest';
import { completeVariable, idsToNames, namesToIds, pendingVariable } from '@client/features/authoring/content/prompts/variableText';
import { variableBody } from '@client/features/authoring/content/variables/rules';

const variables = [
  { variable_id: 12, variable_name: 'customer_name' },
  { variable_id: 7, variable_name: 'Order_Total' },
];

describe('prompt text: variables by name in the editor, by id in storage', () => {
  it('shows {{id}} as {{name}} and keeps unknown ids', () => {
    expect(idsToNames('Hi {{12}}, you owe {{7}} ({{99}})', variables)).toBe('Hi {{customer_name}}, you owe {{Order_Total}} ({{99}})');
  });
  it('stores {{name}} as {{id}}, exact name first then ignoring case', () => {
    expect(namesToIds('Hi {{ customer_name }}, {{order_total}}', variables)).toEqual({ text: 'Hi {{12}}, {{7}}', unknown: [] });
  });
  it('reports names that are no variable of the account, once each', () => {
    expect(namesToIds('{{nope}} {{nope}} {{-1}}', variables)).toEqual({ text: '{{nope}} {{nope}} {{-1}}', unknown: ['nope'] });
  });
  it('round-trips', () => {
    const stored = 'Dear {{12}}, total {{7}}.';
    expect(namesToIds(idsToNames(stored, variables), variables).text).toBe(stored);
  });
  it('finds the name being typed after {{ and completes it', () => {
    expect(pendingVariable('Hello {{cus', 11)).toEqual({ start: 6, query: 'cus' });
    expect(pendingVariable('Hello {{done}} x', 16)).toBeNull();
    expect(completeVariable('Hello {{cus', 11, 'customer_name')).toEqual({ text: 'Hello {{customer_name}}', caret: 23 });
  });
});

describe('variable rules (spec 2 §5)', () => {
  const base = {
    variable_name: ' v1 ',
    variable_type: 'single_value' as const,
    scope: 'session' as const,
    default_value: ' x ',
    passed_parameter: true,
    output_parameter: false,
  };
  it('keeps default_value only for single_value, audio and secure; trims it on update', () => {
    expect(variableBody(base, 'create').default_value).toBe(' x ');
    expect(variableBody(base, 'update').default_value).toBe('x');
    expect(variableBody({ ...base, variable_type: 'payment' }, 'create').default_value).toBeNull();
    expect(variableBody({ ...base, variable_type: 'secure' }, 'create').default_value).toBe(' x ');
  });
  it('forces passed_parameter false outside session scope', () => {
    expect(variableBody(base, 'create').passed_parameter).toBe(true);
    expect(variableBody({ ...base, scope: 'other' }, 'create').passed_parameter).toBe(false);
  });
});
