import { dynamicFormTypesType } from '@shared/entities/content/dynamicformtypes';
import '../formtypes/forms.css';
import { Tag } from '@blueprintjs/core';
import type { DynamicFormType } from '@shared/api/content-forms';
import { NameCell, UpdatedCell } from '../list/cells';
import { stringValues } from '../formtypes/rules';
import { systemReadOnly } from '../openformtypes/rules';
import { SystemTag } from '../openformtypes/SystemTag';
import { sessionIsSystemUser } from '../openformtypes/tab';
import { contentTab } from '../contentTab';
import { DynamicFormEditor } from './DynamicFormEditor';
import {
  dynamicFormBody,
  dynamicFormDraft,
  dynamicFormErrors,
  emptyDynamicForm,
  firstDynamicFormProblem,
  type DynamicFormDraft,
} from './rules';

const sectionCount = (f: DynamicFormType) => ((f.definition as { sections?: unknown[] } | null)?.sections ?? []).length;

/** Dynamic Forms (spec 2 §3, §7; behind the dynamic-form-type flag): a sectioned form definition. */
export const dynamicFormTypesTab = contentTab<DynamicFormType, DynamicFormDraft>(dynamicFormTypesType, {
  // The name check before save takes the name in its path.
  nameCheckByPath: '/form/validate-dft-name',
  detailOf: (f) => f.description ?? '',
  columns: [
    {
      id: 'name',
      header: 'fields.name',
      cell: ({ row }) => (
        <span className="content-cell-name">
          <NameCell name={row.original.name} id={row.original.dynamic_form_type_id} />
          {row.original.is_system === 1 && <SystemTag />}
        </span>
      ),
      size: 0,
    },
    {
      id: 'sections',
      header: 'dynamicForms.sections',
      cell: ({ row }) => (
        <Tag minimal round>
          {sectionCount(row.original)}
        </Tag>
      ),
      size: 90,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: DynamicFormEditor,
  emptyDraft: emptyDynamicForm,
  toDraft: (f) => dynamicFormDraft(f),
  toBody: (draft) => {
    if (systemReadOnly(draft, sessionIsSystemUser())) return { error: 'systemForms.readOnly' };
    const problem = firstDynamicFormProblem(draft, dynamicFormErrors(draft));
    if (problem) return { error: problem.key, values: stringValues(problem.values) };
    return { body: dynamicFormBody(draft) };
  },
});
