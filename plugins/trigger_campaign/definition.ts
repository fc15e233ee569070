import { z } from 'zod';
import { checkNamedValues, checkNotEmpty, contentId, defineNode, namedValues, next } from '@shared/plugin-api';

export const campaignActions = ['start', 'stop', 'add_record'] as const;

/** Starts or stops one of the account's campaigns, or adds a record (e.g. the caller, for a call back) to it. */
export default defineNode({
  type: 'trigger_campaign',
  category: 'one_child',
  group: 'Services',
  label: {
    en: 'Trigger campaign',
    de: 'Kampagne auslösen',
    fr: 'Déclencher une campagne',
    'fr-CA': 'Déclencher une campagne',
    es: 'Activar campaña',
    it: 'Attiva campagna',
    'pt-BR': 'Acionar campanha',
  },
  icon: 'send-to',
  keywords: ['campaign', 'outbound', 'dialer', 'callback', 'start', 'record'],
  /** Trigger campaign: the campaign and the action, and the record's values when one is added. */
  editor: {
    sections: [
      { title: 'target', keys: ['campaign_id', 'action'] },
      { title: 'values', keys: ['record_values'], when: { record_values: (config) => config.action === 'add_record' } },
    ],
  },
  config: z.object({
    campaign_id: contentId('campaign', { required: 'Campaign' }),
    action: z.enum(campaignActions).default('start'),
    /** Field → value of the record added (add_record only). */
    record_values: namedValues(50),
  }),
  validate: (config, ctx) => [
    ...(config.action === 'add_record' ? checkNotEmpty(config.record_values, 'record_values', 'record value') : []),
    ...checkNamedValues(ctx, config.record_values, 'record_values', 'Field'),
  ],
  /**
   * Starts (or resumes) the campaign, stops it, or adds a record — its values by column, the record's number in
   * phone_number — and starts it when it is not running. The simulator places no real campaign: it says what a live
   * run would do and goes on.
   */
  async run(config, ctx) {
    if (config.campaign_id === null) throw new Error('No campaign is chosen.');
    const values = Object.fromEntries(config.record_values.filter((v) => v.name !== '').map((v) => [v.name, ctx.fill(v.value)]));
    const campaigns = ctx.services.campaign;
    if (!campaigns) {
      ctx.emit({
        type: 'simulated',
        text: `Trigger campaign: a live call would ${config.action === 'stop' ? 'stop' : 'start'} campaign ${config.campaign_id} here.`,
      });
      return next();
    }
    const { status } = await campaigns({ campaignId: config.campaign_id, action: config.action, values });
    ctx.emit({ type: 'simulated', text: `Trigger campaign: campaign ${config.campaign_id} is ${status}.` });
    return next();
  },
});
