import { z } from 'zod';
import { defineNode, entryKey, passThrough } from '@shared/plugin-api';

/**
 * A condition child of a multiple-child node (a menu key, a decision outcome, Otherwise).
 * The server keeps them in step with the owner's branches(); `removable: false` marks Otherwise.
 */
export default defineNode({
  type: 'condition_label',
  category: 'system',
  group: null,
  label: {
    en: 'Condition',
    de: 'Bedingung',
    fr: 'Condition',
    'fr-CA': 'Condition',
    es: 'Condición',
    it: 'Condizione',
    'pt-BR': 'Condição',
  },
  icon: 'fork',
  keywords: ['condition', 'branch', 'otherwise'],
  config: z.object({
    branch_key: entryKey().default('otherwise'),
    removable: z.boolean().default(true),
  }),
  run: passThrough,
});
