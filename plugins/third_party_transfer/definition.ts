import { z } from 'zod';
import {
  between,
  checkTransferTarget,
  contentId,
  defineNode,
  transferTarget,
  next,
  emitTransfer,
  filledValues,
  transferDestination,
} from '@shared/plugin-api';

const LABEL = 'Third-party transfer';

/**
 * Adds a third party (an interpreter, a supervisor) to the call while the flow goes on; Cancel Third-Party
 * Transfer drops them again.
 */
export default defineNode({
  type: 'third_party_transfer',
  category: 'one_child',
  group: 'Transfer',
  label: {
    en: 'Third-party transfer',
    de: 'Weiterleitung an Dritte',
    fr: 'Transfert vers un tiers',
    'fr-CA': 'Transfert vers un tiers',
    es: 'Transferencia a terceros',
    it: 'Trasferimento a terzi',
    'pt-BR': 'Transferência para terceiros',
  },
  icon: 'people',
  keywords: ['conference', 'third party', 'add party', 'interpreter', 'transfer', 'join'],
  /** Third-party transfer: where the call goes, and the whisper the third party hears. */
  editor: {
    sections: [
      { title: 'destination', keys: ['destination', 'caller_id', 'ring_seconds'] },
      { title: 'plays', keys: ['whisper_prompt_id'] },
      { title: 'callData', keys: ['sip_headers'] },
    ],
  },
  availability: { hiddenUnderLinkedDomain: true },
  config: z.object({
    ...transferTarget(),
    ring_seconds: between(5, 120, 30),
    /** Played to the third party when they answer (optional). */
    whisper_prompt_id: contentId('prompt'),
  }),
  validate: (config, ctx) => [...checkTransferTarget(ctx, config)],
  /**
   * Rings the third party (the whisper prompt plays to them when they answer) while the flow goes on with the caller;
   * a cancel third-party transfer step below can still call it off.
   */
  run(config, ctx) {
    const destination = transferDestination(ctx, LABEL, config.destination);
    const data: Record<string, string> = { ...filledValues(ctx, config.sip_headers) };
    const callerId = config.caller_id.trim() === '' ? '' : transferDestination(ctx, LABEL, config.caller_id, 'caller id');
    if (callerId !== '') data.caller_id = callerId;
    data.ring_seconds = String(config.ring_seconds);
    ctx.call.thirdParty = destination;
    emitTransfer(ctx, destination, data);
    return next();
  },
});
