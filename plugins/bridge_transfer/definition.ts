import { z } from 'zod';
import {
  between,
  checkTransferTarget,
  contentId,
  defineNode,
  outcomeBranches,
  transferTarget,
  branch,
  emitTransfer,
  filledValues,
  transferDestination,
} from '@shared/plugin-api';

const LABEL = 'Bridge transfer';

/**
 * Connects the caller to a number or SIP address while the flow stays on the call: when the other side hangs
 * up the flow goes on under Completed; busy, no answer or failure go on under Not answered.
 */
export default defineNode({
  type: 'bridge_transfer',
  category: 'multiple_child',
  group: 'Transfer',
  label: {
    en: 'Bridge transfer',
    de: 'Verbundene Weiterleitung',
    fr: 'Transfert avec pont',
    'fr-CA': 'Transfert avec pont',
    es: 'Transferencia con puente',
    it: 'Trasferimento con bridge',
    'pt-BR': 'Transferência com ponte',
  },
  icon: 'exchange',
  keywords: ['transfer', 'bridge', 'connect', 'dial', 'warm transfer', 'sip'],
  /** Bridge transfer: where the call goes, what the caller hears while it rings, and the call data sent along. */
  editor: {
    sections: [
      { title: 'destination', keys: ['destination', 'caller_id', 'ring_seconds'] },
      { title: 'plays', keys: ['hold_prompt_id'] },
      { title: 'callData', keys: ['sip_headers'] },
      { title: 'advanced', keys: ['record_call'] },
    ],
  },
  config: z.object({
    ...transferTarget(),
    /** How long it rings before Not answered. */
    ring_seconds: between(5, 120, 30),
    /** Played to the caller while it rings (optional). */
    hold_prompt_id: contentId('prompt'),
    record_call: z.boolean().default(false),
  }),
  validate: (config, ctx) => [...checkTransferTarget(ctx, config)],
  branches: () => outcomeBranches('Completed', 'Not answered'),
  /**
   * Plays the hold prompt while the destination rings and bridges the caller to it; when that call ends the flow goes
   * on by Completed, or by Not answered after the ring time. Whether the other side answers is up to the telephone
   * network: the simulator takes the configured mock answer (success or failure), else Completed.
   */
  async run(config, ctx) {
    const destination = transferDestination(ctx, LABEL, config.destination);
    const data: Record<string, string> = { ...filledValues(ctx, config.sip_headers) };
    const callerId = config.caller_id.trim() === '' ? '' : transferDestination(ctx, LABEL, config.caller_id, 'caller id');
    if (callerId !== '') data.caller_id = callerId;
    if (config.record_call) data.recorded = 'yes';
    await ctx.say(config.hold_prompt_id);
    emitTransfer(ctx, destination, data);
    const answered = ctx.mock === null ? 'success' : ctx.mock === 'failure' ? 'failure' : 'success';
    ctx.emit({
      type: 'simulated',
      text: `Bridge transfer: ${answered === 'success' ? `${destination} answered; the flow goes on when that call ends` : `${destination} did not answer within ${config.ring_seconds} s`}.`,
    });
    return branch(answered);
  },
});
