import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const intentsType: ContentTypeMeta = {
  name: 'intents', model: 'Intent', ref: 'intent', label: 'items.intent', plural: 'tabs.intents',
  path: '/intent', table: 'intents', idField: 'intent_id', nameField: 'name', tenant: 'ac',
  permission: 'build.content.intents',
  feature: 'intent',
  searchFields: ['name', 'intent_id', 'description', 'training_phrases', 'response'],
  unique: [{ field: 'name', checkPath: '/intent/validate', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'predictive-analysis', keywords: ['intent', 'training phrases', 'nlu', 'utterance'], create: 'createIntent', open: 'openIntent' },
};
