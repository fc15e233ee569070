import { variablesType } from '@shared/entities/content/variables';
import { Tag } from '@blueprintjs/core';
import type { Variable } from '@shared/api/content';
import { contentTab } from '../contentTab';
import { NameCell, UpdatedCell, TypeCell } from '../list/cells';
import { emptyVariable, variableBody, type VariableDraft } from './rules';
import { VariableEditor } from './VariableEditor';

export const variablesTab = contentTab<Variable, VariableDraft>(variablesType, {
  detailOf: (v) => `${v.variable_type} · ${v.scope}`,
  columns: [
    {
      id: 'name',
      header: 'fields.name',
      cell: ({ row }) => <NameCell name={row.original.variable_name} id={row.original.variable_id} />,
      size: 0,
    },
    {
      id: 'type',
      header: 'fields.variable_type',
      cell: ({ row }) => <TypeCell value={`variableTypes.${row.original.variable_type}`} />,
      size: 130,
    },
    {
      id: 'scope',
      header: 'fields.scope',
      cell: ({ row }) => (
        <Tag minimal round>
          {row.original.scope}
        </Tag>
      ),
      size: 90,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: VariableEditor,
  emptyDraft: emptyVariable,
  toDraft: (v) => ({
    variable_name: v.variable_name,
    variable_type: v.variable_type,
    scope: v.scope,
    default_value: v.default_value ?? '',
    passed_parameter: v.passed_parameter,
    output_parameter: v.output_parameter,
  }),
  toBody: (draft, _deps, mode) => ({ body: variableBody(draft, mode) }),
});
