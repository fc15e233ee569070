import { z } from 'zod';
import { contentId, defineNode, endWith } from '@shared/plugin-api';

/** Ends the call, optionally after a goodbye prompt. Leaf-only; voice tasks only. */
export default defineNode({
  type: 'hangup',
  category: 'no_child',
  group: 'Voice',
  label: {
    en: 'Hang up',
    de: 'Auflegen',
    fr: 'Raccrocher',
    'fr-CA': "Raccrocher l'appel",
    es: 'Colgar',
    it: 'Riaggancia',
    'pt-BR': 'Desligar',
  },
  icon: 'stop',
  keywords: ['end', 'disconnect', 'goodbye', 'terminate', 'hang up'],
  /** Hang up: the goodbye played before the call ends. */
  editor: {
    sections: [{ title: 'plays', keys: ['goodbye_prompt_id'] }],
  },
  availability: { hiddenForTaskTypes: ['messaging', 'workflow', 'chatbot', 'whatsapp'], leafOnly: true },
  config: z.object({ goodbye_prompt_id: contentId('prompt') }),
  async run(config, ctx) {
    await ctx.say(config.goodbye_prompt_id);
    ctx.emit({ type: 'hung_up' });
    return endWith('hangup');
  },
});
