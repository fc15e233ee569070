import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registry } from '@plugins/registry';
import type { FormTypeWithColumns } from '@shared/api/content-forms';
import { contentFieldOf, contentId, intoVariables } from '@shared/plugin-api';
import { configFields, fieldOf, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { complexVariableOptions } from '@client/features/authoring/callflow/editor/complexVariables';
import { formFieldSuggestions } from '@client/features/authoring/callflow/editor/settingSuggestions';
import { refLookup } from '@client/features/authoring/callflow/editor/useRefOptions';

/** The fields of a list setting's rows. */
const rowFields = (field: FieldSpec | undefined) => (field?.kind === 'list' && field.item.kind === 'object' ? field.item.fields : []);

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

describe('suggestions that depend on another setting (GET /form/get-form-types-with-datastore-columns)', () => {
  it('are declared on a text setting of the plugin API and read into its field', () => {
    const fields = configFields(
      z.object({
        form_type_id: contentId('form_type'),
        field_mappings: intoVariables(5, { source: 'form-type-fields', setting: 'form_type_id' }),
        other_mappings: intoVariables(5),
      }),
    );
    const [source] = rowFields(fields.find((f) => f.key === 'field_mappings'));
    expect(source).toMatchObject({ key: 'source', kind: 'text', suggestBy: { source: 'form-type-fields', setting: 'form_type_id' } });
    expect(rowFields(fields.find((f) => f.key === 'other_mappings'))[0]).not.toHaveProperty('suggestBy');
  });

  it('suggest the chosen form type’s fields in the visual form and the text form, and nowhere else by default', () => {
    for (const type of ['visual_form', 'text_form']) {
      const fields = configFields(registry.require(type).config);
      expect(rowFields(fields.find((f) => f.key === 'field_mappings'))[0], type).toMatchObject({
        suggestBy: { source: 'form-type-fields', setting: 'form_type_id' },
      });
    }
    for (const type of ['web_service', 'data_store', 'integration']) {
      const mappings = configFields(registry.require(type).config).find((f) => f.kind === 'list' && rowFields(f)[0]?.key === 'source');
      expect(rowFields(mappings)[0], type).not.toHaveProperty('suggestBy');
    }
  });

  const form = (over: Partial<FormTypeWithColumns> = {}): FormTypeWithColumns =>
    ({
      form_type_id: 3,
      name: 'Claim',
      fields: [
        { name: 'policy', label: 'Policy number', data_type: 'STRING', required: true },
        { name: 'email', label: 'E-mail', data_type: 'STRING', required: false },
        { name: 'notes', label: 'Notes', data_type: 'STRING', required: false },
      ],
      field_mapping: { policy: 'Policy No', email: 'gone' },
      data_store: {
        data_store_id: 8,
        display_name: 'Claims',
        columns: [
          { col_name: 'Policy No', type: 'STRING', secure: false },
          { col_name: 'Notes', type: 'STRING', secure: false },
        ],
      },
      ...over,
    }) as FormTypeWithColumns;
  const savedIn = (s: { label: string; column: string; datastore: string }) => `${s.label} → ${s.datastore}.${s.column}`;

  it('are the form’s field names, shown with the datastore column each is saved into', () => {
    expect(formFieldSuggestions(form(), savedIn)).toEqual([
      { value: 'policy', label: 'Policy number → Claims.Policy No' },
      // A column the datastore no longer has, and a field saved nowhere, show the label alone.
      { value: 'email', label: 'E-mail' },
      { value: 'notes', label: 'Notes' },
    ]);
    expect(formFieldSuggestions(form({ data_store: null, field_mapping: {} }), savedIn).map((s) => s.label)).toEqual([
      'Policy number',
      'E-mail',
      'Notes',
    ]);
    expect(formFieldSuggestions(undefined, savedIn)).toEqual([]);
  });
});
