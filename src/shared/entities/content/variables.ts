import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const variablesType: ContentTypeMeta = {
  name: 'variables', model: 'Variable', ref: 'variable', label: 'items.variable', plural: 'tabs.variables',
  path: '/content/variables', table: 'variables', idField: 'variable_id', nameField: 'variable_name', tenant: 'ac',
  permission: 'build.content.variables',
  searchFields: ['variable_name', 'variable_id', 'variable_type'],
  unique: [{ field: 'variable_name', checkPath: '/content/variables/validate', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'variable', keywords: ['variable'], create: 'createVariable', open: 'openVariable' },
};
