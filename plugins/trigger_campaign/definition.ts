import { z } from 'zod';
import { checkNamedValues, checkNotEmpty, checkRef, contentId, defineNode, namedValues } from '@shared/plugin-api';

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
    campaign_id: contentId('campaign'),
    action: z.enum(campaignActions).default('start'),
    /** Field → value of the record added (add_record only). */
    record_values: namedValues(50),
  }),
  validate: (config, ctx) => [
    ...checkRef(ctx, 'campaign', config.campaign_id, 'campaign_id', 'Campaign'),
    ...(config.action === 'add_record' ? checkNotEmpty(config.record_values, 'record_values', 'record value') : []),
    ...checkNamedValues(ctx, config.record_values, 'record_values', 'Field'),
  ],
});
