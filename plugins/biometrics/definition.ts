import { z } from 'zod';
import {
  between,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  outcomeBranches,
  textWithVariables,
} from '@shared/plugin-api';

export const biometricModes = ['verify', 'enroll'] as const;

/** Voice biometrics: enrolls the caller's voiceprint, or verifies the caller against it. */
export default defineNode({
  type: 'biometrics',
  category: 'multiple_child',
  group: 'Security & payments',
  label: {
    en: 'Biometrics',
    de: 'Biometrie',
    fr: 'Biométrie',
    'fr-CA': 'Biométrie',
    es: 'Biometría',
    it: 'Biometria',
    'pt-BR': 'Biometria',
  },
  icon: 'id-number',
  keywords: ['voice biometrics', 'voiceprint', 'verify', 'authenticate', 'identity', 'enroll', 'security'],
  /** Biometrics: verify or enroll, the prompt, and the score. */
  editor: {
    sections: [
      { title: 'service', keys: ['mode', 'speaker_id'] },
      { title: 'plays', keys: ['prompt_id'] },
      { title: 'result', keys: ['min_score', 'score_variable_id'] },
    ],
  },
  config: z.object({
    mode: z.enum(biometricModes).default('verify'),
    /** Whose voiceprint, e.g. the account number ({{id}}). */
    speaker_id: textWithVariables(255),
    /** Asks for the passphrase (optional). */
    prompt_id: contentId('prompt'),
    /** Lowest score (0–100) that counts as verified. */
    min_score: between(0, 100, 80),
    score_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.speaker_id, 'speaker_id', 'Speaker id'),
    ...checkTextVariables(ctx, config.speaker_id, 'speaker_id'),
  ],
  branches: (config) =>
    config.mode === 'enroll' ? outcomeBranches('Enrolled', 'Not enrolled') : outcomeBranches('Verified', 'Not verified'),
});
