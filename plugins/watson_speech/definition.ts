import { z } from 'zod';
import { checkRequiredText, checkSpeechCapture, defineNode, error, speechCapture, speechCaptureRefs } from '@shared/plugin-api';

/** Transcribes what the caller says with IBM Watson Speech to Text (a base or a custom language model). */
export default defineNode({
  type: 'watson_speech',
  category: 'one_child',
  group: 'Voice',
  label: { key: 'nodes.watson_speech.label', default: 'Watson Speech' },
  icon: 'headset',
  keywords: ['ibm', 'watson', 'stt', 'speech recognition', 'transcribe', 'asr'],
  config: z.object({
    /** A Watson base model, e.g. en-US_Telephony. */
    language_model: z.string().trim().max(100).default('en-US_Telephony'),
    /** The GUID of a custom language model (optional). */
    customization_id: z.string().trim().max(64).default(''),
    ...speechCapture(),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.language_model, 'language_model', 'Language model'),
    ...(config.customization_id !== '' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(config.customization_id)
      ? [error('customization_id', 'The customization id must be the GUID of a Watson custom model.')]
      : []),
    ...checkSpeechCapture(ctx, config),
  ],
  references: (config) => speechCaptureRefs(config),
});
