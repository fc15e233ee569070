import { z } from 'zod';
import { defineNode, passThrough } from '@shared/plugin-api';

/** The root of the flow that runs when a voicemail beep is heard. */
export default defineNode({
  type: 'beep_detection',
  category: 'system',
  group: null,
  label: {
    en: 'Beep detection',
    de: 'Pieptonerkennung',
    fr: 'Détection du bip',
    'fr-CA': 'Détection du bip',
    es: 'Detección de pitido',
    it: 'Rilevamento del segnale acustico',
    'pt-BR': 'Detecção de bipe',
  },
  icon: 'volume-up',
  keywords: ['beep', 'tone', 'voicemail'],
  config: z.object({}),
  run: passThrough,
});
