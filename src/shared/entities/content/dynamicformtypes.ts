import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const dynamicFormTypesType: ContentTypeMeta = {
  name: 'dynamicformtypes', model: 'DynamicFormType', ref: 'dynamic_form_type', label: 'items.dynamicFormType', plural: 'tabs.dynamicformtypes',
  path: '/form/dynamic-form-types', table: 'dynamic_form_types', idField: 'dynamic_form_type_id', nameField: 'name', tenant: 'ac',
  permission: 'build.content.dynamic-form-types',
  feature: 'dynamic-form-type',
  searchFields: ['name', 'dynamic_form_type_id', 'description'],
  unique: [{ field: 'name', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'properties', keywords: ['dynamic form', 'form', 'sections'], create: 'createDynamicFormType', open: 'openDynamicFormType' },
};
