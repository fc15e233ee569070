import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

/** An intent's own fields: name, description, training phrases and the response to give. */
export const intentFields = {
  name: { type: 'text', required: true, max: 150, searchable: true, exported: true },
  description: { type: 'text', max: 1000, nullable: true, default: null, searchable: true, exported: true, copied: true },
  training_phrases: { type: 'json', required: true, max: 500, limits: { phrase: 500 }, searchable: true, exported: true, copied: true },
  response: { type: 'text', max: 5000, nullable: true, default: null, searchable: true, exported: true, copied: true },
} as const satisfies FieldList;

export const intentsType: ContentTypeMeta = {
  name: 'intents',
  model: 'Intent',
  ref: 'intent',
  label: 'items.intent',
  plural: 'tabs.intents',
  path: '/intent',
  table: 'intents',
  idField: 'intent_id',
  nameField: 'name',
  tenant: 'ac',
  permission: 'build.content.intents',
  feature: 'intent',
  fields: intentFields,
  searchFields: ['intent_id'],
  unique: [{ field: 'name', checkPath: '/intent/validate', takenMessage: messages.entities.nameTaken }],
  palette: {
    icon: 'predictive-analysis',
    keywords: ['intent', 'training phrases', 'nlu', 'utterance'],
    create: 'createIntent',
    open: 'openIntent',
  },
};
