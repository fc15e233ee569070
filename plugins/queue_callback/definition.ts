import { z } from 'zod';
import {
  callVariables,
  checkCallVariables,
  checkDestination,
  checkQueueName,
  checkSkills,
  contentId,
  defineNode,
  destination,
  next,
  priority,
  queueName,
  queueStep,
  skills,
  waitFor,
  waiterNumber,
} from '@shared/plugin-api';

/** How long a simulated caller waits for the agent's callback: the timer a delayed job runs out. */
export const callbackDelayMs = 60_000;

/** Offers a caller who waits in the contact center's queue a callback: the call ends and an agent calls back in turn. */
export default defineNode({
  type: 'queue_callback',
  category: 'one_child',
  group: 'QforMe',
  label: {
    en: 'Queue callback',
    de: 'Rückruf aus der Warteschlange',
    fr: "Rappel depuis la file d'attente",
    'fr-CA': "Rappel depuis la file d'attente",
    es: 'Devolución de llamada en cola',
    it: 'Richiamata dalla coda',
    'pt-BR': 'Retorno de chamada da fila',
  },
  icon: 'phone',
  keywords: ['callback', 'call back', 'in-queue', 'skill', 'agent', 'virtual hold'],
  /** Queue callback: the skills and priority, the callback and its confirmation, and the call variables. */
  editor: {
    sections: [
      { title: 'routing', keys: ['queue_name', 'skills', 'priority'] },
      { title: 'callback', keys: ['callback_number', 'confirmation_prompt_id'] },
      { title: 'callData', keys: ['call_variables'] },
    ],
  },
  availability: { hiddenUnderLinkedDomain: true },
  config: z.object({
    /** The account's QforMe queue the callback waits in (/build/qforme). */
    queue_name: queueName(),
    skills: skills(),
    priority: priority(),
    /** The number called back; empty uses the caller's number. */
    callback_number: destination(),
    confirmation_prompt_id: contentId('prompt'),
    call_variables: callVariables(),
  }),
  validate: (config, ctx) => [
    ...checkQueueName(config.queue_name, 'queue_name'),
    ...checkSkills(config.skills, 'skills'),
    ...checkDestination(ctx, config.callback_number, 'callback_number', 'Callback number', false),
    ...checkCallVariables(ctx, config.call_variables),
  ],
  /**
   * Adds the number to the queue as a waiter, confirms the callback and waits on a timer (a delayed job) for the
   * agent's call; when it runs out the callback is recorded on the waiter (called back) and the flow goes on with
   * the child as the callback's first step. A waiter taken out meanwhile is reported as no longer waiting.
   */
  async run(config, ctx) {
    const number = waiterNumber(ctx, config.callback_number);
    if (ctx.input !== null) {
      await queueStep(ctx, { operation: 'callback', queueName: config.queue_name, number, skills: config.skills });
      return next();
    }
    await queueStep(ctx, { operation: 'add', queueName: config.queue_name, number, priority: config.priority, skills: config.skills });
    await ctx.say(config.confirmation_prompt_id);
    return waitFor('timer', callbackDelayMs);
  },
});
