import { z } from 'zod';
import { between, defineNode, next } from '@shared/plugin-api';

/** Waits in silence for a moment (between prompts, before a transfer), then continues. */
export default defineNode({
  type: 'pause',
  category: 'one_child',
  group: 'Voice',
  label: { en: 'Pause', de: 'Pause', fr: 'Pause', 'fr-CA': 'Pause', es: 'Pausa', it: 'Pausa', 'pt-BR': 'Pausa' },
  icon: 'pause',
  keywords: ['wait', 'silence', 'delay', 'break'],
  /** Pause: how long the silence lasts. */
  editor: {
    sections: [{ title: 'timing', keys: ['duration_ms'] }],
  },
  config: z.object({
    duration_ms: between(100, 60_000, 1000),
  }),
  run(config, ctx) {
    ctx.emit({ type: 'simulated', text: `Pause: a live call waits ${config.duration_ms} ms in silence here.` });
    return next();
  },
});
