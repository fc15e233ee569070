import { z } from 'zod';
import { contentId, defineNode, next } from '@shared/plugin-api';

/** Plays a prompt to the caller (or sends its text in a conversation), then continues. */
export default defineNode({
  type: 'prompt',
  category: 'one_child',
  group: 'Voice',
  label: { en: 'Prompt', de: 'Ansage', fr: 'Annonce', 'fr-CA': 'Annonce', es: 'Mensaje', it: 'Messaggio', 'pt-BR': 'Mensagem' },
  icon: 'volume-up',
  keywords: ['play', 'say', 'announcement', 'audio', 'tts', 'message'],
  /** Prompt: what it plays, then the silence after it. */
  editor: {
    sections: [
      { title: 'plays', keys: ['prompt_id', 'barge_in', 'repeat_count'] },
      { title: 'timing', keys: ['pause_after_ms'] },
    ],
  },
  config: z.object({
    prompt_id: contentId('prompt', { required: 'Prompt' }),
    /** The caller may interrupt the prompt with a key press or speech. */
    barge_in: z.boolean().default(true),
    /** How many times the prompt is played again after the first time. */
    repeat_count: z.number().int().min(0).max(10).default(0),
    /** Silence after the prompt, in milliseconds. */
    pause_after_ms: z.number().int().min(0).max(60_000).default(0),
  }),
  async run(config, ctx) {
    for (let i = 0; i <= config.repeat_count; i += 1) await ctx.say(config.prompt_id);
    return next();
  },
});
