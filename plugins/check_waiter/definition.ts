import { z } from 'zod';
import {
  branch,
  checkDestination,
  checkQueueName,
  checkSkills,
  contentId,
  defineNode,
  destination,
  outcomeBranches,
  queueName,
  queueStep,
  skills,
  waiterNumber,
} from '@shared/plugin-api';

/** QforMe: tells whether this caller already waits for a callback (so the flow can say so instead of queueing again). */
export default defineNode({
  type: 'check_waiter',
  category: 'multiple_child',
  group: 'QforMe',
  label: {
    en: 'Check waiter',
    de: 'Wartende prüfen',
    fr: "Vérifier l'attente",
    'fr-CA': "Vérifier l'attente",
    es: 'Comprobar espera',
    it: 'Verifica attesa',
    'pt-BR': 'Verificar espera',
  },
  icon: 'inbox-search',
  keywords: ['qforme', 'callback', 'already waiting', 'queue', 'duplicate', 'pending'],
  /** Check waiter: the skills, the callback number, and where the position goes. */
  editor: {
    sections: [
      { title: 'routing', keys: ['queue_name', 'skills'] },
      { title: 'callback', keys: ['callback_number'] },
      { title: 'result', keys: ['position_variable_id'] },
    ],
  },
  config: z.object({
    /** The account's QforMe queue looked in (/build/qforme). */
    queue_name: queueName(),
    /** Only these skills; empty: any. */
    skills: skills(),
    /** The number looked for; empty uses the caller's number. */
    callback_number: destination(),
    position_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkQueueName(config.queue_name, 'queue_name'),
    ...checkSkills(config.skills, 'skills', false),
    ...checkDestination(ctx, config.callback_number, 'callback_number', 'Callback number', false),
  ],
  branches: () => outcomeBranches('Waiting', 'Not waiting'),
  /** Looks for the number among the queue's waiters: Waiting (its place into the variable) or Not waiting. */
  async run(config, ctx) {
    const answer = await queueStep(ctx, {
      operation: 'check',
      queueName: config.queue_name,
      number: waiterNumber(ctx, config.callback_number),
      skills: config.skills,
    });
    if (config.position_variable_id !== null) ctx.set(config.position_variable_id, answer.position);
    return branch(answer.waiterId === null ? 'failure' : 'success');
  },
});
