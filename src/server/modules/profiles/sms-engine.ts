import type { EngineServices } from '@shared/plugin-api';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import type { OutboundConfig } from '../../http/outbound';
import { accountRows } from '../../http/tenant-repo';
import { credentialsOf } from './sms-profiles';
import { sendSms, smsDefinitionOf } from './sms-send';

/**
 * The messaging steps' SMS on a live run (messaging_send to the session's caller, messaging_proactive to its number):
 * sent through the account's SMS profile — its first enabled one — as its provider's request definition describes.
 * A message that cannot go fails the step with the reason (no profile, a disabled provider, the provider's refusal).
 */
export function engineSms(db: Db, acId: number, outbound: OutboundConfig, secret: string): NonNullable<EngineServices['sms']> {
  return async ({ to, text }) => {
    const profile = await accountRows(db, acId)
      .selectFrom('sms_profiles')
      .select(['sms_provider_id', 'data', 'timeout_seconds'])
      .where('is_enabled', '=', 1)
      .orderBy('sms_profile_id')
      .executeTakeFirst();
    if (!profile) throw new Error(messages.integrations.noSmsProfile);
    const provider = await db
      .selectFrom('sms_providers')
      .select('json_data')
      .where('sms_provider_id', '=', profile.sms_provider_id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    const definition = provider ? smsDefinitionOf(provider.json_data) : null;
    if (!definition) throw new Error(messages.integrations.smsProviderMissing);
    const outcome = await sendSms(
      outbound,
      definition,
      { ...credentialsOf(profile.data, secret), receiver: to, sms_content: text },
      profile.timeout_seconds,
    );
    if (!outcome.success) throw new Error(fill(messages.integrations.smsNotDelivered, { to, reason: outcome.message }));
  };
}
