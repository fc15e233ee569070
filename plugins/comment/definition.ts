import { z } from 'zod';
import { checkRequiredText, defineNode, passThrough } from '@shared/plugin-api';

/** A note for the people who build the flow; the call passes straight through. */
export default defineNode({
  type: 'comment',
  category: 'one_child',
  group: 'More',
  label: {
    en: 'Comment',
    de: 'Kommentar',
    fr: 'Commentaire',
    'fr-CA': 'Commentaire',
    es: 'Comentario',
    it: 'Commento',
    'pt-BR': 'Comentário',
  },
  icon: 'annotation',
  keywords: ['note', 'comment', 'documentation', 'todo', 'annotation'],
  /** Comment: a note on the canvas for the people who build the flow. */
  editor: {
    sections: [{ title: 'note', keys: ['text'] }],
  },
  config: z.object({
    text: z.string().max(2000).default(''),
  }),
  validate: (config) => checkRequiredText(config.text, 'text', 'Comment'),
  run: passThrough,
});
