import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

/**
 * A dynamic form type's own fields: name, description and the form definition — sections (title, description) of
 * typed fields (label, placeholder, help text, options). Whether it is a system form is the publishing call's.
 */
export const dynamicFormTypeFields = {
  name: { type: 'text', required: true, max: 150, searchable: true, exported: true },
  description: { type: 'text', max: 1000, nullable: true, default: null, searchable: true, exported: true, copied: true },
  definition: {
    type: 'json',
    required: true,
    max: 50,
    exported: true,
    copied: true,
    limits: { title: 150, description: 1000, fields: 100, label: 150, placeholder: 200, help_text: 500, options: 200 },
  },
} as const satisfies FieldList;

export const dynamicFormTypesType: ContentTypeMeta = {
  name: 'dynamicformtypes',
  model: 'DynamicFormType',
  ref: 'dynamic_form_type',
  label: 'items.dynamicFormType',
  plural: 'tabs.dynamicformtypes',
  path: '/form/dynamic-form-types',
  table: 'dynamic_form_types',
  idField: 'dynamic_form_type_id',
  nameField: 'name',
  tenant: 'ac',
  permission: 'build.content.dynamic-form-types',
  feature: 'dynamic-form-type',
  fields: dynamicFormTypeFields,
  searchFields: ['dynamic_form_type_id'],
  unique: [{ field: 'name', takenMessage: messages.entities.nameTaken }],
  palette: {
    icon: 'properties',
    keywords: ['dynamic form', 'form', 'sections'],
    create: 'createDynamicFormType',
    open: 'openDynamicFormType',
  },
};
