import { z } from 'zod';
import { checkRef, checkTransferTarget, contentId, defineNode, transferTarget } from '@shared/plugin-api';

/** Hands the call to a number or SIP address and leaves it (no return to the flow). Leaf-only. */
export default defineNode({
  type: 'blind_transfer',
  category: 'no_child',
  group: 'Transfer',
  label: {
    en: 'Blind transfer',
    de: 'Blinde Weiterleitung',
    fr: 'Transfert aveugle',
    'fr-CA': 'Transfert aveugle',
    es: 'Transferencia ciega',
    it: 'Trasferimento cieco',
    'pt-BR': 'Transferência cega',
  },
  icon: 'arrow-right',
  keywords: ['transfer', 'forward', 'cold transfer', 'redirect', 'sip', 'refer'],
  /** Blind transfer: where the call goes, what the caller hears, and the SIP headers sent along. */
  editor: {
    sections: [
      { title: 'destination', keys: ['destination', 'caller_id'] },
      { title: 'plays', keys: ['announce_prompt_id'] },
      { title: 'callData', keys: ['sip_headers'] },
    ],
  },
  availability: { leafOnly: true },
  config: z.object({
    ...transferTarget(),
    /** Played to the caller before the transfer (optional). */
    announce_prompt_id: contentId('prompt'),
  }),
  validate: (config, ctx) => [
    ...checkTransferTarget(ctx, config),
    ...checkRef(ctx, 'prompt', config.announce_prompt_id, 'announce_prompt_id', 'Announcement', false),
  ],
});
