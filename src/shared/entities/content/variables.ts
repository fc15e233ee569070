import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

export const variableTypes = ['single_value', 'payment', 'secure', 'audio', 'system', 'xsip', 'cav', 'array'] as const;
export const variableScopes = ['session', 'other'] as const;

/**
 * A variable's own fields: its name, type and scope, its default value (kept for some types only; a secure one is
 * stored sealed and answered as the mask) and whether a session passes it in or out.
 */
export const variableFields = {
  variable_name: { type: 'text', required: true, max: 100, searchable: true, exported: true },
  variable_type: { type: 'choice', options: variableTypes, required: true, exported: true, copied: true },
  scope: { type: 'choice', options: variableScopes, default: 'session', exported: true, copied: true },
  default_value: { type: 'text', max: 10000, nullable: true, default: null, exported: true, copied: true },
  passed_parameter: { type: 'flag', default: false, exported: true, copied: true },
  output_parameter: { type: 'flag', default: false, exported: true, copied: true },
} as const satisfies FieldList;

export const variablesType: ContentTypeMeta = {
  name: 'variables',
  model: 'Variable',
  ref: 'variable',
  label: 'items.variable',
  plural: 'tabs.variables',
  path: '/content/variables',
  table: 'variables',
  idField: 'variable_id',
  nameField: 'variable_name',
  tenant: 'ac',
  permission: 'build.content.variables',
  fields: variableFields,
  searchFields: ['variable_id', 'variable_type'],
  unique: [{ field: 'variable_name', checkPath: '/content/variables/validate', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'variable', keywords: ['variable'], create: 'createVariable', open: 'openVariable' },
};
