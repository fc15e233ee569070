import { formTypesType } from '@shared/entities/content/formtypes';
import './forms.css';
import { Tag } from '@blueprintjs/core';
import type { FormType } from '@shared/api/content-forms';
import { NameCell, UpdatedCell } from '../list/cells';
import { contentTab } from '../contentTab';
import { DataStoreCell } from './DataStoreCell';
import { FormTypeEditor } from './FormTypeEditor';
import {
  emptyFormType,
  firstFormTypeProblem,
  formTypeBody,
  formTypeDraft,
  formTypeErrors,
  stringValues,
  type FormTypeDraft,
} from './rules';

/** Custom Forms (spec 2 §3, §7): the fields a caller fills in, optionally saved into a datastore. */
export const formTypesTab = contentTab<FormType, FormTypeDraft>(formTypesType, {
  // The name check before save takes the name in its path.
  nameCheckByPath: '/form/validate-ft-name',
  detailOf: (f) => f.fields.map((x) => x.name).join(', '),
  columns: [
    { id: 'name', header: 'fields.name', cell: ({ row }) => <NameCell name={row.original.name} id={row.original.form_type_id} />, size: 0 },
    {
      id: 'fields',
      header: 'formTypes.fields',
      cell: ({ row }) => (
        <Tag minimal round>
          {row.original.fields.length}
        </Tag>
      ),
      size: 80,
    },
    {
      id: 'datastore',
      header: 'formTypes.savesInto',
      cell: ({ row }) => <DataStoreCell id={row.original.data_store_id} />,
      size: 140,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: FormTypeEditor,
  emptyDraft: emptyFormType,
  toDraft: (f) => formTypeDraft(f),
  toBody: (draft) => {
    const problem = firstFormTypeProblem(draft, formTypeErrors(draft));
    if (problem) return { error: problem.key, values: stringValues(problem.values) };
    return { body: formTypeBody(draft) };
  },
});
