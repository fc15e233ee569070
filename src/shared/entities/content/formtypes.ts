import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const formTypesType: ContentTypeMeta = {
  name: 'customformtypes', model: 'FormType', ref: 'form_type', label: 'items.formType', plural: 'tabs.customformtypes',
  path: '/form/form-types', table: 'form_types', idField: 'form_type_id', nameField: 'name', tenant: 'ac',
  permission: 'build.content.form-types',
  searchFields: ['name', 'form_type_id', 'description'],
  unique: [{ field: 'name', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'form', keywords: ['custom form', 'form', 'fields', 'survey'], create: 'createFormType', open: 'openFormType' },
};
