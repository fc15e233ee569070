import { z } from 'zod';
import {
  checkTransferTarget,
  contentId,
  defineNode,
  transferTarget,
  endWith,
  emitTransfer,
  filledValues,
  transferDestination,
} from '@shared/plugin-api';

const LABEL = 'Blind transfer';

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
  validate: (config, ctx) => [...checkTransferTarget(ctx, config)],
  /** Plays the announcement, then hands the call to the destination: the call leaves the flow. */
  async run(config, ctx) {
    const destination = transferDestination(ctx, LABEL, config.destination);
    const data: Record<string, string> = { ...filledValues(ctx, config.sip_headers) };
    const callerId = config.caller_id.trim() === '' ? '' : transferDestination(ctx, LABEL, config.caller_id, 'caller id');
    if (callerId !== '') data.caller_id = callerId;
    await ctx.say(config.announce_prompt_id);
    emitTransfer(ctx, destination, data);
    return endWith('transferred');
  },
});
