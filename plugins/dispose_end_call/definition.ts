import { z } from 'zod';
import { checkRequiredText, checkTextVariables, contentId, defineNode, textWithVariables, suggestFrom, endWith } from '@shared/plugin-api';
import { dispose } from '../disposition/dispose';

/** Sets the call's disposition and ends the call, optionally after a goodbye prompt. Leaf-only. */
export default defineNode({
  type: 'dispose_end_call',
  category: 'no_child',
  group: 'More',
  label: {
    en: 'Dispose and end call',
    de: 'Disposition setzen und Anruf beenden',
    fr: "Qualifier et terminer l'appel",
    'fr-CA': "Qualifier et terminer l'appel",
    es: 'Registrar disposición y finalizar llamada',
    it: 'Registra esito e termina chiamata',
    'pt-BR': 'Registrar disposição e encerrar chamada',
  },
  icon: 'tick-circle',
  keywords: ['disposition', 'end call', 'hang up', 'wrap-up', 'finish'],
  /** Dispose and end call: the disposition, its notes, and the goodbye played. */
  editor: {
    sections: [
      { title: 'disposition', keys: ['disposition', 'notes'] },
      { title: 'plays', keys: ['goodbye_prompt_id'] },
    ],
  },
  availability: { leafOnly: true, hiddenUnderLinkedDomain: true },
  config: z.object({
    disposition: suggestFrom(z.string().trim().max(120).default(''), 'platform-disposition'),
    notes: textWithVariables(2000),
    goodbye_prompt_id: contentId('prompt'),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.disposition, 'disposition', 'Disposition'),
    ...checkTextVariables(ctx, config.notes, 'notes'),
  ],
  /** Sets the disposition, plays the goodbye, and the call hangs up. */
  async run(config, ctx) {
    dispose(ctx, 'Dispose and end call', config.disposition, config.notes);
    await ctx.say(config.goodbye_prompt_id);
    ctx.emit({ type: 'hung_up' });
    return endWith('hangup');
  },
});
