import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

export const functionReturnTypes = ['STRING', 'NUMERIC', 'BOOLEAN', 'OBJECT', 'ARRAY', 'KVLIST'] as const;
/** How long a function may run: set by the server on create, never by a client. */
export const functionMaxTimeoutMs = 5590;

/**
 * A JavaScript function's own fields: its name (a JavaScript identifier), its parameters (stored as JSON, answered as
 * javascript_function_parameters), its return type, whether it logs, the body's code and its time limit.
 */
export const functionFields = {
  name: { type: 'text', required: true, max: 64, searchable: true, exported: true },
  parameters: {
    type: 'json',
    answer: 'javascript_function_parameters',
    max: 20,
    limits: { name: 64 },
    default: [],
    exported: true,
    copied: true,
  },
  function_return_type: { type: 'choice', options: functionReturnTypes, required: true, exported: true, copied: true },
  is_log: { type: 'flag', default: false, exported: true, copied: true },
  code: { type: 'text', max: 100_000, default: '', exported: true, copied: true },
  max_timeout: { type: 'integer', default: functionMaxTimeoutMs, fixed: true, exported: true },
} as const satisfies FieldList;

export const functionsType: ContentTypeMeta = {
  name: 'javascripts',
  model: 'JavascriptFunction',
  ref: 'javascript_function',
  label: 'items.function',
  plural: 'tabs.javascripts',
  path: '/javascriptfunction',
  table: 'javascript_functions',
  idField: 'javascript_function_id',
  nameField: 'name',
  tenant: 'ac',
  permission: 'build.content.functions',
  fields: functionFields,
  searchFields: ['javascript_function_id', 'function_return_type'],
  unique: [{ field: 'name', checkPath: '/javascriptfunction/validate', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'function', keywords: ['function', 'javascript', 'script', 'code'], create: 'createFunction', open: 'openFunction' },
};
