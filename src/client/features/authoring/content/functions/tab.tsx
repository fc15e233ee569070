import { functionsType } from '@shared/entities/content/functions';
import type { JavascriptFunction } from '@shared/api/content-more';
import { contentTab } from '../contentTab';
import { NameCell, TypeCell, UpdatedCell } from '../list/cells';
import { FunctionEditor } from './FunctionEditor';
import { emptyFunction, functionBody, toFunctionDraft, type FunctionDraft } from './rules';

const parameterList = (f: JavascriptFunction) => f.javascript_function_parameters.map((p) => p.name).join(', ');

/** Functions (path javascripts): JavaScript functions the flows call. */
export const functionsTab = contentTab<JavascriptFunction, FunctionDraft>(functionsType, {
  detailOf: (f) => `${f.name}(${parameterList(f)}): ${f.function_return_type}`,
  columns: [
    {
      id: 'name',
      header: 'fields.name',
      cell: ({ row }) => <NameCell name={row.original.name} id={row.original.javascript_function_id} />,
      size: 0,
    },
    {
      id: 'type',
      header: 'fields.function_return_type',
      cell: ({ row }) => <TypeCell value={`functions.returnTypes.${row.original.function_return_type}`} />,
      size: 130,
    },
    {
      id: 'parameters',
      header: 'fields.parameters',
      cell: ({ row }) => <code className="content-cell-muted">({parameterList(row.original)})</code>,
      size: 150,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: FunctionEditor,
  emptyDraft: emptyFunction,
  toDraft: (f) => toFunctionDraft(f),
  toBody: (draft) => functionBody(draft),
});
