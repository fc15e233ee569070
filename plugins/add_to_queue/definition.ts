import { z } from 'zod';
import {
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
  waiterNumber,
} from '@shared/plugin-api';

/** QforMe: keeps the caller's place in the queue and calls them back when it is their turn, instead of holding. */
export default defineNode({
  type: 'add_to_queue',
  category: 'one_child',
  group: 'QforMe',
  label: {
    en: 'Add to queue',
    de: 'Zur Warteschlange hinzufügen',
    fr: "Ajouter à la file d'attente",
    'fr-CA': "Ajouter à la file d'attente",
    es: 'Añadir a la cola',
    it: 'Aggiungi alla coda',
    'pt-BR': 'Adicionar à fila',
  },
  icon: 'add-row-bottom',
  keywords: ['qforme', 'callback', 'call back', 'queue', 'virtual hold', 'place in line'],
  /** Add to queue: the skills and priority, the callback and its confirmation, and where the position goes. */
  editor: {
    sections: [
      { title: 'routing', keys: ['queue_name', 'skills', 'priority'] },
      { title: 'callback', keys: ['callback_number', 'confirmation_prompt_id'] },
      { title: 'result', keys: ['position_variable_id', 'wait_time_variable_id'] },
    ],
  },
  config: z.object({
    /** The account's QforMe queue the caller waits in (/build/qforme). */
    queue_name: queueName(),
    skills: skills(),
    priority: priority(),
    /** The number called back; empty uses the caller's number. */
    callback_number: destination(),
    /** Played to confirm the callback (optional). */
    confirmation_prompt_id: contentId('prompt'),
    /** Receive the position in the queue and the estimated wait in seconds (optional). */
    position_variable_id: contentId('variable'),
    wait_time_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkQueueName(config.queue_name, 'queue_name'),
    ...checkSkills(config.skills, 'skills'),
    ...checkDestination(ctx, config.callback_number, 'callback_number', 'Callback number', false),
  ],
  /**
   * Adds the caller (or the callback number) to the queue as a waiter — the same waiter again when the number
   * already waits — keeps its place and expected wait in the variables, and confirms the callback.
   */
  async run(config, ctx) {
    const answer = await queueStep(ctx, {
      operation: 'add',
      queueName: config.queue_name,
      number: waiterNumber(ctx, config.callback_number),
      priority: config.priority,
      skills: config.skills,
    });
    if (config.position_variable_id !== null) ctx.set(config.position_variable_id, answer.position);
    if (config.wait_time_variable_id !== null) ctx.set(config.wait_time_variable_id, answer.waitSeconds);
    await ctx.say(config.confirmation_prompt_id);
    return next();
  },
});
