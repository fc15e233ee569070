import { describe, expect, it } from 'vitest';
import { diagnose, errorsOf, refsOf, servicesContent } from '../test-support';

const content = servicesContent();

describe('integration', () => {
  const valid = {
    javascript_function_id: 2,
    parameters: [{ name: 'phone', value: '{{7}}' }],
    result_mappings: [{ source: 'tier', variable_id: 8 }],
    return_variable_id: 9,
  };
  it('runs a JavaScript function of the account', () => {
    expect(diagnose('integration', valid, content)).toEqual([]);
    expect(errorsOf('integration', {})).toEqual({ javascript_function_id: 'JavaScript function is required.' });
    expect(errorsOf('integration', { ...valid, javascript_function_id: 3 }, content)).toEqual({
      javascript_function_id: 'The selected JavaScript function no longer exists.',
    });
  });
  it('needs named, unique parameters', () => {
    expect(
      errorsOf(
        'integration',
        {
          ...valid,
          parameters: [
            { name: 'a', value: '' },
            { name: 'A', value: '' },
            { name: '', value: 'x' },
          ],
        },
        content,
      ),
    ).toEqual({
      'parameters.1.name': 'Parameter name must be unique.',
      'parameters.2.name': 'Parameter name is required.',
    });
  });
  it('references the function and every variable it uses', () => {
    expect(refsOf('integration', valid)).toEqual([
      { model: 'javascript_function', id: 2 },
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 9 },
    ]);
  });
});
