import { z } from 'zod';
import { defineNode, passThrough } from '@shared/plugin-api';

/** The root of the flow that runs when an answering machine answers an outbound call. */
export default defineNode({
  type: 'machine_detection',
  category: 'system',
  group: null,
  label: {
    en: 'Machine detection',
    de: 'Anrufbeantwortererkennung',
    fr: 'Détection de répondeur',
    'fr-CA': 'Détection de répondeur',
    es: 'Detección de contestador',
    it: 'Rilevamento della segreteria',
    'pt-BR': 'Detecção de secretária eletrônica',
  },
  icon: 'desktop',
  keywords: ['answering machine', 'amd', 'voicemail'],
  config: z.object({}),
  run: passThrough,
});
