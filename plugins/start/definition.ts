import { z } from 'zod';
import { defineNode, passThrough } from '@shared/plugin-api';

/** The root of a canvas: where a call or conversation enters the flow. Never created by hand. */
export default defineNode({
  type: 'start',
  category: 'system',
  group: null,
  label: { en: 'Start', de: 'Start', fr: 'Début', 'fr-CA': 'Départ', es: 'Inicio', it: 'Inizio', 'pt-BR': 'Início' },
  icon: 'play',
  keywords: ['start', 'begin', 'entry'],
  config: z.object({}),
  run: passThrough,
});
