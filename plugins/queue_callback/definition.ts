import { z } from 'zod';
import {
  callVariables,
  checkCallVariables,
  checkDestination,
  checkRef,
  checkSkills,
  contentId,
  defineNode,
  destination,
  next,
  priority,
  skills,
  waitFor,
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
    fr: 'Rappel depuis la file d\'attente',
    'fr-CA': 'Rappel depuis la file d\'attente',
    es: 'Devolución de llamada en cola',
    it: 'Richiamata dalla coda',
    'pt-BR': 'Retorno de chamada da fila',
  },
  icon: 'phone',
  keywords: ['callback', 'call back', 'in-queue', 'skill', 'agent', 'virtual hold'],
  /** Queue callback: the skills and priority, the callback and its confirmation, and the call variables. */
  editor: {
    sections: [
      { title: 'routing', keys: ['skills', 'priority'] },
      { title: 'callback', keys: ['callback_number', 'confirmation_prompt_id'] },
      { title: 'callData', keys: ['call_variables'] },
    ],
  },
  availability: { hiddenUnderLinkedDomain: true },
  config: z.object({
    skills: skills(),
    priority: priority(),
    /** The number called back; empty uses the caller's number. */
    callback_number: destination(),
    confirmation_prompt_id: contentId('prompt'),
    call_variables: callVariables(),
  }),
  validate: (config, ctx) => [
    ...checkSkills(config.skills, 'skills'),
    ...checkDestination(ctx, config.callback_number, 'callback_number', 'Callback number', false),
    ...checkRef(ctx, 'prompt', config.confirmation_prompt_id, 'confirmation_prompt_id', 'Confirmation prompt', false),
    ...checkCallVariables(ctx, config.call_variables),
  ],
  /**
   * Confirms the callback and waits on a timer (a delayed job) for the agent's call; when it runs out, the flow
   * goes on with the child as the callback's first step.
   */
  async run(config, ctx) {
    if (ctx.input !== null) {
      ctx.emit({ type: 'simulated', text: 'Queue callback: an agent calls the caller back now.' });
      return next();
    }
    await ctx.say(config.confirmation_prompt_id);
    const number = ctx.fill(config.callback_number) || "the caller's number";
    ctx.emit({ type: 'simulated', text: `Queue callback: a live call ends here and an agent calls back ${number} in turn.` });
    return waitFor('timer', callbackDelayMs);
  },
});
