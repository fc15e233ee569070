import { z } from 'zod';
import { contentId, defineNode, pathPasses, endWith } from '@shared/plugin-api';

/** Drops the third party that a Third-party transfer added, ending that leg. Leaf-only. */
export default defineNode({
  type: 'cancel_third_party_transfer',
  category: 'no_child',
  group: 'Transfer',
  label: {
    en: 'Cancel third-party transfer',
    de: 'Weiterleitung an Dritte abbrechen',
    fr: 'Annuler le transfert vers un tiers',
    'fr-CA': 'Annuler le transfert vers un tiers',
    es: 'Cancelar transferencia a terceros',
    it: 'Annulla trasferimento a terzi',
    'pt-BR': 'Cancelar transferência para terceiros',
  },
  icon: 'disable',
  keywords: ['cancel', 'drop', 'third party', 'conference', 'end leg'],
  /** Cancel third-party transfer: the prompt played when the transfer is cancelled. */
  editor: {
    sections: [{ title: 'plays', keys: ['prompt_id'] }],
  },
  availability: { leafOnly: true, hiddenUnderLinkedDomain: true },
  config: z.object({
    /** Played to the caller first (optional). */
    prompt_id: contentId('prompt'),
  }),
  // Narrower than a no-child type's defaults: it cancels what a Third-Party Transfer above it started.
  drop: {
    reason: 'There is a third party to drop only after a Third-Party Transfer: it goes only where its path passes one.',
    place: (site) => pathPasses(site, ['third_party_transfer']),
  },
  /** Plays the prompt and calls off the third-party transfer that is ringing; the call's flow ends here. */
  async run(config, ctx) {
    const ringing = ctx.call.thirdParty;
    if (ringing === undefined)
      throw new Error('Cancel third-party transfer has nothing to cancel: no third-party transfer rings in this call.');
    await ctx.say(config.prompt_id);
    delete ctx.call.thirdParty;
    ctx.emit({ type: 'simulated', text: `Cancel third-party transfer: the transfer to ${ringing} is called off.` });
    return endWith('transfer_cancelled');
  },
});
