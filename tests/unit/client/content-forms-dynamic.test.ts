import { describe, expect, it } from 'vitest';
import { dynamicFormTypeBody } from '@shared/api/content-forms';
import {
  dynamicFormBody,
  dynamicFormDraft,
  dynamicFormErrors,
  emptyDynamicForm,
  firstDynamicFormProblem,
  newDynamicField,
  newOption,
  newSection,
  withFieldType,
  type DynamicFormDraft,
} from '@client/features/authoring/content/dynamicformtypes/rules';
import { dynamicFormTypesTab } from '@client/features/authoring/content/dynamicformtypes/tab';

const deps = { variables: [] };
const definition = {
  sections: [
    {
      title: 'Contact',
      description: 'How to reach you',
      fields: [
        { name: 'full_name', label: 'Full name', type: 'text', required: true, placeholder: 'Jane Doe' },
        {
          name: 'best_time',
          label: 'Best time',
          type: 'select',
          required: false,
          options: [
            { label: 'Morning', value: 'am' },
            { label: 'Evening', value: 'pm' },
          ],
        },
      ],
    },
  ],
};

describe('dynamic forms: draft and body', () => {
  it('a saved definition becomes a draft and comes back unchanged; the server schema accepts it', () => {
    const draft = dynamicFormDraft({ dynamic_form_type_id: 3, is_system: 0, name: 'Callback', description: null, definition });
    const body = dynamicFormBody(draft);
    expect(body).toEqual({ name: 'Callback', description: null, definition });
    expect(dynamicFormTypeBody.safeParse(body).success).toBe(true);
  });

  it('a field of another type keeps options only where the type has them', () => {
    const select = withFieldType(newDynamicField({ name: 'x', label: 'X' }), 'radio');
    expect(select.options).toHaveLength(1);
    expect(withFieldType({ ...select, options: [newOption({ label: 'A', value: 'a' })] }, 'text').options).toEqual([]);
    const draft: DynamicFormDraft = {
      ...emptyDynamicForm(),
      name: 'F',
      sections: [newSection({ title: 'S', fields: [newDynamicField({ name: 'n', label: 'N', type: 'number', options: [] })] })],
    };
    expect(dynamicFormBody(draft).definition.sections[0].fields[0]).not.toHaveProperty('options');
  });

  it('flags what the server refuses: no sections, a section without fields, a select without options, a field name used twice in the form', () => {
    expect(dynamicFormTypesTab.toBody({ ...emptyDynamicForm(), name: 'F', sections: [] }, deps, 'create')).toEqual({
      error: 'dynamicForms.errors.noSections',
      values: undefined,
    });
    const a = newDynamicField({ name: 'email', label: 'E-mail' });
    const b = newDynamicField({ name: 'Email', label: 'Other' });
    const c = newDynamicField({ name: 'choice', label: 'Choice', type: 'select' });
    const draft: DynamicFormDraft = {
      ...emptyDynamicForm(),
      name: 'F',
      sections: [
        newSection({ title: 'One', fields: [a, c] }),
        newSection({ title: 'Two', fields: [b] }),
        newSection({ title: 'Three', fields: [] }),
      ],
    };
    const errors = dynamicFormErrors(draft);
    expect(errors.field[b.key].name).toEqual({ key: 'forms.errors.nameTwice', values: { name: 'Email' } });
    expect(errors.field[c.key].options).toEqual({ key: 'dynamicForms.errors.needsOption', values: { type: 'select' } });
    expect(errors.section[draft.sections[2].key].fields?.key).toBe('dynamicForms.errors.noFields');
    expect(firstDynamicFormProblem(draft, errors)).toEqual({
      key: 'dynamicForms.errors.inField',
      values: { section: 1, field: 2, type: 'select', problem: 'dynamicForms.errors.needsOption' },
    });
  });

  it('a system dynamic form is not saved by a user without the system role', () => {
    const draft = dynamicFormDraft({ dynamic_form_type_id: 3, is_system: 1, name: 'Shared', description: null, definition });
    expect(dynamicFormTypesTab.toBody(draft, deps, 'update')).toEqual({ error: 'systemForms.readOnly' });
  });
});
