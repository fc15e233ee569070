import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

/** A custom form type's own fields: name, description, the fields a caller fills in, and the datastore (and field → column mapping) it saves into. */
export const formTypeFields = {
  name: { type: 'text', required: true, max: 150, searchable: true, exported: true },
  description: { type: 'text', max: 1000, nullable: true, default: null, searchable: true, exported: true, copied: true },
  fields: { type: 'json', required: true, max: 100, limits: { name: 64, label: 150 }, exported: true, copied: true },
  data_store_id: { type: 'integer', min: 1, nullable: true, default: null, exported: true, copied: true },
  field_mapping: { type: 'json', default: {}, exported: true, copied: true },
} as const satisfies FieldList;

export const formTypesType: ContentTypeMeta = {
  name: 'customformtypes',
  model: 'FormType',
  ref: 'form_type',
  label: 'items.formType',
  plural: 'tabs.customformtypes',
  path: '/form/form-types',
  table: 'form_types',
  idField: 'form_type_id',
  nameField: 'name',
  tenant: 'ac',
  permission: 'build.content.form-types',
  fields: formTypeFields,
  searchFields: ['form_type_id'],
  unique: [{ field: 'name', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'form', keywords: ['custom form', 'form', 'fields', 'survey'], create: 'createFormType', open: 'openFormType' },
};
