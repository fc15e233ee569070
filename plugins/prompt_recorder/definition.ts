import { z } from 'zod';
import { between, contentId, defineNode, error, finishKeys, next, waitFor } from '@shared/plugin-api';

/** Lets a caller (an administrator on the phone) record new audio for a prompt of the account. */
export default defineNode({
  type: 'prompt_recorder',
  category: 'one_child',
  group: 'Voice',
  label: {
    en: 'Prompt recorder',
    de: 'Ansagen-Rekorder',
    fr: "Enregistreur d'annonces",
    'fr-CA': "Enregistreur d'annonces",
    es: 'Grabador de mensajes',
    it: 'Registratore di messaggi',
    'pt-BR': 'Gravador de mensagens',
  },
  icon: 'microphone',
  keywords: ['record prompt', 'greeting', 'announcement', 'audio', 'replace'],
  /** Prompt recorder: the instruction played, then the recording that replaces a prompt. */
  editor: {
    sections: [
      { title: 'plays', keys: ['instruction_prompt_id', 'beep'] },
      { title: 'recording', keys: ['target_prompt_id', 'max_seconds', 'finish_key', 'confirm'] },
    ],
  },
  config: z.object({
    /** The prompt whose audio the recording replaces. */
    target_prompt_id: contentId('prompt', { required: 'Prompt to record' }),
    /** Played first: what to say and how to finish (optional). */
    instruction_prompt_id: contentId('prompt'),
    max_seconds: between(1, 600, 60),
    beep: z.boolean().default(true),
    finish_key: z.enum(finishKeys).default('#'),
    /** Play the recording back and ask the caller to keep it before the prompt changes. */
    confirm: z.boolean().default(true),
  }),
  /** Plays the instruction, then waits for the recording; a live call would then replace the prompt's audio with it. */
  async run(config, ctx) {
    if (ctx.input === null) {
      await ctx.say(config.instruction_prompt_id);
      ctx.emit({
        type: 'simulated',
        text: `Prompt recorder: the caller records the new prompt (at most ${config.max_seconds} s, ${config.finish_key} ends it).`,
      });
      return waitFor('recording', config.max_seconds * 1000);
    }
    const recording = ctx.input.recording;
    ctx.emit({
      type: 'simulated',
      text: recording
        ? `Prompt recorder: recording ${recording.recordingId} kept; a live call would make it the prompt's audio.`
        : 'Prompt recorder: nothing was recorded.',
    });
    return next();
  },
  validate: (config, ctx) => [
    ...(config.target_prompt_id !== null && config.target_prompt_id === config.instruction_prompt_id
      ? [error('instruction_prompt_id', 'The instruction prompt cannot be the prompt being recorded.')]
      : []),
  ],
});
