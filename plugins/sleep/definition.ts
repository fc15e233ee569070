import { z } from 'zod';
import { between, defineNode, next, waitFor } from '@shared/plugin-api';

/**
 * Lets a workflow wait (for an answer elsewhere, for office hours) and then go on with the next node. Leaf-only: it
 * is added at the end of a path, never above other nodes; workflow tasks only.
 */
export default defineNode({
  type: 'sleep',
  category: 'one_child',
  group: 'Flow',
  label: {
    en: 'Sleep',
    de: 'Ruhen',
    fr: 'Mise en veille',
    'fr-CA': 'Mise en veille',
    es: 'Suspender',
    it: 'Sospendi',
    'pt-BR': 'Suspender',
  },
  icon: 'moon',
  keywords: ['wait', 'delay', 'workflow', 'poll', 'later', 'resume'],
  /** Sleep: how long the flow waits. */
  editor: {
    sections: [{ title: 'timing', keys: ['duration_minutes'] }],
  },
  availability: { hiddenForTaskTypes: ['voice', 'messaging', 'chatbot', 'whatsapp'], leafOnly: true },
  config: z.object({
    /** Up to a week. */
    duration_minutes: between(1, 10_080, 60),
  }),
  /** A timer: the session waits, stored, and a delayed job wakes it after the duration (ctx.input is then {}). */
  run(config, ctx) {
    if (ctx.input !== null) return next();
    ctx.emit({ type: 'simulated', text: `Sleep: the workflow waits ${config.duration_minutes} min, then goes on.` });
    return waitFor('timer', config.duration_minutes * 60_000);
  },
});
