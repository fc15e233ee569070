import { shellMessages as messages } from '../../messages-core';
import type { FieldList } from '../fields';
import type { ContentTypeMeta } from './define';

export const promptTypes = ['IVA', 'QFM'] as const;

/** A prompt's own fields: its name, its type and a text (and audio file) per language. */
export const promptFields = {
  prompt_name: { type: 'text', required: true, max: 150, searchable: true, exported: true },
  prompt_type: { type: 'choice', options: promptTypes, default: 'IVA', exported: true, copied: true },
  texts: { type: 'json', max: 50, limits: { text: 10000 }, default: [], exported: true, copied: true },
} as const satisfies FieldList;

export const promptsType: ContentTypeMeta = {
  name: 'prompts',
  model: 'Prompt',
  ref: 'prompt',
  label: 'items.prompt',
  plural: 'tabs.prompts',
  path: '/prompt/prompts',
  table: 'prompts',
  idField: 'prompt_id',
  nameField: 'prompt_name',
  tenant: 'ac',
  permission: 'build.content.prompts',
  listQuery: { prompt_type: 'IVA' },
  fields: promptFields,
  searchFields: ['prompt_id'],
  unique: [
    {
      field: 'prompt_name',
      per: ['prompt_type'],
      perDefaults: { prompt_type: 'IVA' },
      checkPath: '/prompt/validate',
      takenMessage: messages.entities.nameTaken,
    },
  ],
  palette: { icon: 'volume-up', keywords: ['prompt', 'message', 'announcement'], create: 'createPrompt', open: 'openPrompt' },
};
