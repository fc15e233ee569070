import { describe, expect, it } from 'vitest';
import { contentFieldOf, contentId } from '@shared/plugin-api';
import { fieldOf } from '@shared/plugin-api/editor-fields';
import { complexVariableOptions } from '@client/features/authoring/callflow/editor/complexVariables';
import { refLookup } from '@client/features/authoring/callflow/editor/useRefOptions';

describe('the complex-variable picker (GET /content/get_complex_variables)', () => {
  it('is a picker model of the plugin API: the editor picks complex variables, everything else sees a variable', () => {
    const schema = contentId('complex_variable', { required: 'Array variable' });
    expect(contentFieldOf(schema)).toEqual({ model: 'variable', picker: 'complex_variable', required: 'Array variable' });
    expect(fieldOf('result_array_variable_id', schema)).toMatchObject({ kind: 'ref', model: 'complex_variable', nullable: true });
    expect(fieldOf('result_variable_id', contentId('variable'))).toMatchObject({ kind: 'ref', model: 'variable' });
  });

  it('offers the server’s list as it comes: the default array variable first, each once', () => {
    const row = (variable_id: number, variable_name: string, variable_type: 'array' | 'payment' | 'xsip') => ({
      variable_id,
      variable_name,
      name: variable_name,
      variable_type,
      scope: 'session' as const,
      is_system: variable_id < 0,
    });
    expect(
      complexVariableOptions([
        row(-1, 'default_array', 'array'),
        row(12, 'basket', 'array'),
        row(4, 'card', 'payment'),
        row(12, 'basket', 'array'),
      ]),
    ).toEqual([
      { id: -1, name: 'default_array' },
      { id: 12, name: 'basket' },
      { id: 4, name: 'card' },
    ]);
  });

  it('checks existence against the whole variable list only: the complex list alone cannot say a variable is gone', () => {
    const complexOnly = refLookup({
      complex_variable: [
        { id: -1, name: 'default_array' },
        { id: 12, name: 'basket' },
      ],
    });
    expect(complexOnly('variable', 12)).toBe(true);
    expect(complexOnly('variable', 7)).toBeUndefined();
    const both = refLookup({ complex_variable: [{ id: 12, name: 'basket' }], variable: [{ id: 7, name: 'zip' }] });
    expect(both('variable', 12)).toBe(true);
    expect(both('variable', 7)).toBe(true);
    expect(both('variable', -1)).toBe(true);
    expect(both('variable', 8)).toBe(false);
    expect(both('prompt', 8)).toBeUndefined();
  });
});
