import { z } from 'zod';
import { defineNode, endWith } from '@shared/plugin-api';

/** The root of the flow that runs when the caller disconnects (event-handler canvas). */
export default defineNode({
  type: 'disconnect',
  category: 'system',
  group: null,
  label: {
    en: 'Disconnect',
    de: 'Verbindungsende',
    fr: 'Déconnexion',
    'fr-CA': 'Déconnexion',
    es: 'Desconexión',
    it: 'Disconnessione',
    'pt-BR': 'Desconexão',
  },
  icon: 'cross-circle',
  keywords: ['disconnect', 'hang up', 'event'],
  config: z.object({}),
  run: () => endWith('disconnected'),
});
