import { z } from 'zod';
import { checkNotEmpty, checkSipHeaders, defineNode, namedValues } from '@shared/plugin-api';

/** Sets custom SIP headers that are sent with the BYE when the call ends (values may reference variables). */
export default defineNode({
  type: 'hangup_header',
  category: 'one_child',
  group: 'Voice',
  label: {
    en: 'Hang-up header',
    de: 'Auflege-Header',
    fr: 'En-tête de raccrochage',
    'fr-CA': 'En-tête de raccrochage',
    es: 'Encabezado al colgar',
    it: 'Intestazione di riaggancio',
    'pt-BR': 'Cabeçalho ao desligar',
  },
  icon: 'header',
  keywords: ['sip', 'header', 'bye', 'hang up', 'x-header'],
  /** Hang-up header: the SIP headers sent when the call ends. */
  editor: {
    sections: [
      { title: 'callData', keys: ['sip_headers'] },
    ],
  },
  config: z.object({
    sip_headers: namedValues(20).default([{ name: 'X-Reason', value: '' }]),
  }),
  validate: (config, ctx) => [...checkNotEmpty(config.sip_headers, 'sip_headers', 'header'), ...checkSipHeaders(ctx, config.sip_headers, 'sip_headers')],
});
