import { z } from 'zod';
import {
  between,
  callVariables,
  checkCallVariables,
  checkQueueName,
  checkSkills,
  contentId,
  defineNode,
  next,
  priority,
  queueName,
  queueStep,
  skills,
  waitFor,
  waiterNumber,
} from '@shared/plugin-api';

/**
 * Puts the caller in the contact center's queue for the skills while the flow goes on (hold music, offers);
 * the call leaves the flow when an agent answers.
 */
export default defineNode({
  type: 'enqueue',
  category: 'one_child',
  group: 'Transfer',
  label: {
    en: 'Enqueue',
    de: 'In Warteschlange stellen',
    fr: "Mettre en file d'attente",
    'fr-CA': "Mettre en file d'attente",
    es: 'Poner en cola',
    it: 'Metti in coda',
    'pt-BR': 'Colocar na fila',
  },
  icon: 'import',
  keywords: ['queue', 'skill', 'agent', 'wait', 'hold', 'in-queue'],
  /** Enqueue: the skills, priority and wait, what the caller hears, and the call variables. */
  editor: {
    sections: [
      { title: 'routing', keys: ['queue_name', 'skills', 'priority', 'max_wait_seconds'] },
      { title: 'plays', keys: ['hold_prompt_id'] },
      { title: 'callData', keys: ['call_variables'] },
    ],
  },
  availability: { hiddenUnderLinkedDomain: true },
  config: z.object({
    /** The account's QforMe queue the caller is put in (/build/qforme). */
    queue_name: queueName(),
    skills: skills(),
    priority: priority(),
    /** Played while waiting (optional). */
    hold_prompt_id: contentId('prompt'),
    /** Longest wait before the flow takes the call back; 0: no limit. */
    max_wait_seconds: between(0, 86_400, 0),
    call_variables: callVariables(),
  }),
  validate: (config, ctx) => [
    ...checkQueueName(config.queue_name, 'queue_name'),
    ...checkSkills(config.skills, 'skills'),
    ...checkCallVariables(ctx, config.call_variables),
  ],
  /**
   * Puts the caller in the queue as a waiter and plays the hold prompt; with a longest wait, the flow takes the call
   * back when it runs out (a timer) and goes on with the child, else it goes on at once while the caller waits.
   */
  async run(config, ctx) {
    if (ctx.input !== null) return next();
    await queueStep(ctx, { operation: 'add', queueName: config.queue_name, number: waiterNumber(ctx, ''), priority: config.priority });
    await ctx.say(config.hold_prompt_id);
    return config.max_wait_seconds > 0 ? waitFor('timer', config.max_wait_seconds * 1000) : next();
  },
});
