import { z } from 'zod';
import { checkQueueName, checkSkills, defineNode, next, queueName, queueStep, skills, waiterNumber } from '@shared/plugin-api';

export const dequeueScopes = ['all', 'skills'] as const;

/** Takes the caller out of the contact center's queue: all of it, or only some skills. */
export default defineNode({
  type: 'dequeue',
  category: 'one_child',
  group: 'Transfer',
  label: {
    en: 'Dequeue',
    de: 'Aus Warteschlange nehmen',
    fr: "Retirer de la file d'attente",
    'fr-CA': "Retirer de la file d'attente",
    es: 'Quitar de la cola',
    it: 'Togli dalla coda',
    'pt-BR': 'Remover da fila',
  },
  icon: 'export',
  keywords: ['queue', 'leave queue', 'remove', 'skill', 'in-queue'],
  /** Dequeue: the whole queue, or only some skills. */
  editor: {
    sections: [{ title: 'routing', keys: ['queue_name', 'scope', 'skills'], when: { skills: (config) => config.scope === 'skills' } }],
  },
  availability: { hiddenUnderLinkedDomain: true },
  config: z.object({
    /** The account's QforMe queue the caller leaves; empty: every queue the caller waits in. */
    queue_name: queueName(),
    scope: z.enum(dequeueScopes).default('all'),
    /** The skills left (scope skills). */
    skills: skills(),
  }),
  validate: (config) => [
    ...checkQueueName(config.queue_name, 'queue_name', false),
    ...(config.scope === 'skills' ? checkSkills(config.skills, 'skills') : []),
  ],
  /** Takes the caller's waiter out of the queue (of every queue when none is named); a caller not waiting goes on as well. */
  async run(config, ctx) {
    await queueStep(ctx, {
      operation: 'remove',
      queueName: config.queue_name,
      number: waiterNumber(ctx, ''),
      // Only some skills: the caller leaves those, and the queue once it waits for none.
      skills: config.scope === 'skills' ? config.skills : [],
    });
    return next();
  },
});
