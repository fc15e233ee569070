import { z } from 'zod';
import { checkNotEmpty, checkSipHeaders, defineNode, namedValues, next, callTexts } from '@shared/plugin-api';

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
    sections: [{ title: 'callData', keys: ['sip_headers'] }],
  },
  config: z.object({
    sip_headers: namedValues(20).default([{ name: 'X-Reason', value: '' }]),
  }),
  validate: (config, ctx) => [
    ...checkNotEmpty(config.sip_headers, 'sip_headers', 'header'),
    ...checkSipHeaders(ctx, config.sip_headers, 'sip_headers'),
  ],
  /** Keeps the headers (values filled in) on the call: a live call sends them with the BYE when it ends. */
  run(config, ctx) {
    const named = config.sip_headers.filter((h) => h.name !== '');
    if (named.length === 0) throw new Error('Hang-up header has no header: name at least one header to send when the call ends.');
    const bad = named.find((h) => !/^X-[A-Za-z0-9-]+$/i.test(h.name));
    if (bad) throw new Error(`${callTexts.sipHeader} ('${bad.name}')`);
    const headers = { ...ctx.call.hangupHeaders };
    for (const h of named) headers[h.name] = ctx.fill(h.value);
    ctx.call.hangupHeaders = headers;
    ctx.emit({
      type: 'call_set',
      field: 'hangup_headers',
      value: Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; '),
    });
    return next();
  },
});
