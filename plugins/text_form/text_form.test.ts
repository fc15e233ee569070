import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8), ...refs('form_type', 3), ...refs('file', 5)]);

describe('text_form', () => {
  const valid = { form_type_id: 3, intro_text: 'A few questions, {{8}}.', field_mappings: [{ source: 'email', variable_id: 7 }] };
  it('accepts a form type with its field mappings', () => expect(diagnose('text_form', valid, content)).toEqual([]));
  it('needs a form type; each mapping needs a field and a variable, not used twice', () => {
    expect(
      errorsOf(
        'text_form',
        {
          field_mappings: [
            { source: '', variable_id: 7 },
            { source: 'b', variable_id: 7 },
            { source: 'c', variable_id: null },
          ],
        },
        content,
      ),
    ).toEqual({
      form_type_id: 'Form type is required.',
      'field_mappings.0.source': 'Form field is required.',
      'field_mappings.1.variable_id': 'Variable must be unique.',
      'field_mappings.2.variable_id': 'Variable is required.',
    });
  });
  it('references its form type and variables, and branches Completed / Not completed', () => {
    expect(refsOf('text_form', valid)).toEqual([
      { model: 'form_type', id: 3 },
      { model: 'variable', id: 8 },
      { model: 'variable', id: 7 },
    ]);
    expect(branchesOf('text_form', {}).map((b) => b.label)).toEqual(['Completed', 'Not completed']);
  });
});
