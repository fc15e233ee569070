import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const functionsType: ContentTypeMeta = {
  name: 'javascripts', model: 'JavascriptFunction', ref: 'javascript_function', label: 'items.function', plural: 'tabs.javascripts',
  path: '/javascriptfunction', table: 'javascript_functions', idField: 'javascript_function_id', nameField: 'name', tenant: 'ac',
  permission: 'build.content.functions',
  searchFields: ['name', 'javascript_function_id', 'function_return_type'],
  unique: [{ field: 'name', checkPath: '/javascriptfunction/validate', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'function', keywords: ['function', 'javascript', 'script', 'code'], create: 'createFunction', open: 'openFunction' },
};
