import { z } from 'zod';
import { checkDestination, checkRef, checkSkills, contentId, defineNode, destination, outcomeBranches, skills } from '@shared/plugin-api';

/** QforMe: tells whether this caller already waits for a callback (so the flow can say so instead of queueing again). */
export default defineNode({
  type: 'check_waiter',
  category: 'multiple_child',
  group: 'QforMe',
  label: {
    en: 'Check waiter',
    de: 'Wartende prüfen',
    fr: 'Vérifier l\'attente',
    'fr-CA': 'Vérifier l\'attente',
    es: 'Comprobar espera',
    it: 'Verifica attesa',
    'pt-BR': 'Verificar espera',
  },
  icon: 'inbox-search',
  keywords: ['qforme', 'callback', 'already waiting', 'queue', 'duplicate', 'pending'],
  /** Check waiter: the skills, the callback number, and where the position goes. */
  editor: {
    sections: [
      { title: 'routing', keys: ['skills'] },
      { title: 'callback', keys: ['callback_number'] },
      { title: 'result', keys: ['position_variable_id'] },
    ],
  },
  config: z.object({
    /** Only these skills; empty: any. */
    skills: skills(),
    /** The number looked for; empty uses the caller's number. */
    callback_number: destination(),
    position_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkSkills(config.skills, 'skills', false),
    ...checkDestination(ctx, config.callback_number, 'callback_number', 'Callback number', false),
    ...checkRef(ctx, 'variable', config.position_variable_id, 'position_variable_id', 'Position variable', false),
  ],
  branches: () => outcomeBranches('Waiting', 'Not waiting'),
});
