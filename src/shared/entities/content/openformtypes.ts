import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

export const openFormEngines = ['dialogflow', 'dialogflow_cx', 'lex', 'watson', 'azure_openai', 'openai'] as const;

/**
 * An open form type's own fields: name, description, the engine that answers, its language and the engine's
 * settings (secret ones stored sealed and answered as the mask; an export leaves them out). Whether it is a system
 * form is the publishing call's.
 */
export const openFormTypeFields = {
  oft_name: { type: 'text', required: true, max: 150, searchable: true, exported: true },
  description: { type: 'text', max: 1000, nullable: true, default: null, exported: true, copied: true },
  engine: { type: 'choice', required: true, options: openFormEngines, searchable: true, exported: true, copied: true },
  language: { type: 'text', required: true, searchable: true, exported: true, copied: true },
  settings: { type: 'json', required: true, exported: true, copied: true },
} as const satisfies FieldList;

export const openFormTypesType: ContentTypeMeta = {
  name: 'openformtypes',
  model: 'OpenFormType',
  ref: 'open_form_type',
  label: 'items.openFormType',
  plural: 'tabs.openformtypes',
  path: '/form/open-form-types',
  table: 'open_form_types',
  idField: 'open_form_type_id',
  nameField: 'oft_name',
  tenant: 'ac',
  permission: 'build.content.open-form-types',
  fields: openFormTypeFields,
  searchFields: ['open_form_type_id'],
  unique: [{ field: 'oft_name', checkPath: '/form/validate-oft-name', takenMessage: messages.entities.nameTaken }],
  palette: {
    icon: 'chat',
    keywords: ['open form', 'dialogflow', 'lex', 'watson', 'openai', 'engine', 'bot'],
    create: 'createOpenFormType',
    open: 'openOpenFormType',
  },
};
