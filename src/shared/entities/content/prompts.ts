import { shellMessages as messages } from '../../messages-core';
import type { ContentTypeMeta } from './define';

export const promptsType: ContentTypeMeta = {
  name: 'prompts', model: 'Prompt', ref: 'prompt', label: 'items.prompt', plural: 'tabs.prompts',
  path: '/prompt/prompts', table: 'prompts', idField: 'prompt_id', nameField: 'prompt_name', tenant: 'ac',
  permission: 'build.content.prompts',
  listQuery: { prompt_type: 'IVA' },
  searchFields: ['prompt_name', 'prompt_id'],
  unique: [{ field: 'prompt_name', per: ['prompt_type'], perDefaults: { prompt_type: 'IVA' }, checkPath: '/prompt/validate', takenMessage: messages.entities.nameTaken }],
  palette: { icon: 'volume-up', keywords: ['prompt', 'message', 'announcement'], create: 'createPrompt', open: 'openPrompt' },
};
