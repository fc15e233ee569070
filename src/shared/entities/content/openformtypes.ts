import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const openFormTypesType: ContentTypeMeta = {
  name: 'openformtypes', model: 'OpenFormType', ref: 'open_form_type', label: 'items.openFormType', plural: 'tabs.openformtypes',
  path: '/form/open-form-types', table: 'open_form_types', idField: 'open_form_type_id', nameField: 'oft_name', tenant: 'ac',
  permission: 'build.content.open-form-types',
  searchFields: ['oft_name', 'open_form_type_id', 'engine', 'language'],
  unique: [{ field: 'oft_name', checkPath: '/form/validate-oft-name', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'chat', keywords: ['open form', 'dialogflow', 'lex', 'watson', 'openai', 'engine', 'bot'], create: 'createOpenFormType', open: 'openOpenFormType' },
};
