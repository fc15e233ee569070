import { z } from 'zod';
import { between, contentId, defineNode, finishKeys, next, waitFor } from '@shared/plugin-api';

/** Records the caller (a message, a name, a statement) into an audio variable, then continues. */
export default defineNode({
  type: 'record',
  category: 'one_child',
  group: 'Voice',
  label: {
    en: 'Record',
    de: 'Aufnehmen',
    fr: 'Enregistrer',
    'fr-CA': 'Enregistrer',
    es: 'Grabar',
    it: 'Registra',
    'pt-BR': 'Gravar',
  },
  icon: 'record',
  keywords: ['recording', 'voicemail', 'message', 'capture', 'audio'],
  /** Record: the prompt before the beep, how the recording ends, and where it is stored. */
  editor: {
    sections: [
      { title: 'plays', keys: ['prompt_id', 'beep'] },
      { title: 'recording', keys: ['max_seconds', 'silence_seconds', 'finish_key'] },
      { title: 'result', keys: ['recording_variable_id'] },
    ],
  },
  config: z.object({
    /** Played before recording starts (optional). */
    prompt_id: contentId('prompt'),
    max_seconds: between(1, 3600, 120),
    beep: z.boolean().default(true),
    finish_key: z.enum(finishKeys).default('#'),
    /** Silence that ends the recording. */
    silence_seconds: between(1, 60, 5),
    /** An audio variable that receives the recording. */
    recording_variable_id: contentId('variable', { required: 'Recording variable' }),
  }),
  /**
   * Plays the prompt, then waits for the caller's recording (in the simulator: an uploaded or browser-recorded file)
   * until the finish key, silence or the longest recording; the recording's id goes into the audio variable.
   */
  async run(config, ctx) {
    if (ctx.input === null) {
      await ctx.say(config.prompt_id);
      ctx.emit({
        type: 'simulated',
        text: `Record: the caller records${config.beep ? ' after the beep' : ''} (at most ${config.max_seconds} s, ${config.finish_key} ends it).`,
      });
      return waitFor('recording', (config.max_seconds + config.silence_seconds) * 1000);
    }
    const recording = ctx.input.recording;
    if (recording && config.recording_variable_id !== null) ctx.set(config.recording_variable_id, `recording:${recording.recordingId}`);
    ctx.emit({ type: 'simulated', text: recording ? `Record: recording ${recording.recordingId} kept.` : 'Record: nothing was recorded.' });
    return next();
  },
  validate: (config, ctx) => [],
});
