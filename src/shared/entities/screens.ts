import { acPlansMeta } from './ac-plans.screen';
import { accountsMeta } from './accounts.screen';
import { apiKeysMeta } from './api-keys.screen';
import { asrLanguagePackagesMeta } from './asr-language-packages.screen';
import { billingInvoicesMeta } from './billing-invoices.screen';
import { burstUsagesMeta } from './burst-usages.screen';
import { businessPlansMeta } from './business-plans.screen';
import type { EntityMeta } from './define';
import { passwordPoliciesMeta } from './password-policies.screen';
import { paymentGatewaysMeta } from './payment-gateways.screen';
import { paymentProfilesMeta } from './payment-profiles.screen';
import { permissionsMeta } from './permissions.screen';
import { regionsMeta } from './regions.screen';
import { rolesMeta } from './roles.screen';
import { serviceProvidersMeta } from './service-providers.screen';
import { smsProvidersMeta } from './sms-providers.screen';
import { spPlansMeta } from './sp-plans.screen';
import { ttsPackagesMeta } from './tts-packages.screen';
import { ttsVoicesMeta } from './tts-voices.screen';
import { usersMeta } from './users.screen';
import { wslProfilesMeta } from './wsl-profiles.screen';
import { notificationMessagesMeta } from './notification-messages.screen';
import { trunksMeta } from './trunks.screen';
import { phoneNumbersMeta } from './phone-numbers.screen';
import { xsiProfilesMeta } from './xsi-profiles.screen';
import { announcementsMeta } from './announcements.screen';
import { dnisPoolsMeta } from './dnis-pools.screen';
import { qformeQueuesMeta } from './qforme-queues.screen';
import { emailProfilesMeta } from './email-profiles.screen';
import { acAlertSettingsMeta } from './ac-alert-settings.screen';
import { spAlertSettingsMeta } from './sp-alert-settings.screen';
import { authProfilesMeta } from './auth-profiles.screen';
import { smsProfilesMeta } from './sms-profiles.screen';
import { nodeLoggingProfilesMeta } from './node-logging-profiles.screen';
import { webServiceProfilesMeta } from './web-service-profiles.screen';
import { acWebServiceProfilesMeta } from './ac-web-service-profiles.screen';

/**
 * Every declared entity's data, shell and screen parts together, without schemas: what the lazy entity
 * screen reads (list columns, filters, form). The signed-in shell imports catalogue.ts instead.
 */
export const entityScreens: readonly EntityMeta[] = [
  serviceProvidersMeta,
  accountsMeta,
  businessPlansMeta,
  spPlansMeta,
  acPlansMeta,
  burstUsagesMeta,
  billingInvoicesMeta,
  regionsMeta,
  paymentGatewaysMeta,
  paymentProfilesMeta,
  smsProvidersMeta,
  usersMeta,
  passwordPoliciesMeta,
  rolesMeta,
  permissionsMeta,
  apiKeysMeta,
  ttsVoicesMeta,
  ttsPackagesMeta,
  asrLanguagePackagesMeta,
  wslProfilesMeta,
  notificationMessagesMeta,
  announcementsMeta,
  trunksMeta,
  phoneNumbersMeta,
  xsiProfilesMeta,
  dnisPoolsMeta,
  qformeQueuesMeta,
  nodeLoggingProfilesMeta,
  smsProfilesMeta,
  authProfilesMeta,
  emailProfilesMeta,
  webServiceProfilesMeta,
  acWebServiceProfilesMeta,
  acAlertSettingsMeta,
  spAlertSettingsMeta,
];

/** The whole data of the entity a shell entry names. */
export function entityMetaOf(name: string): EntityMeta {
  const meta = entityScreens.find((m) => m.name === name);
  if (!meta) throw new Error(`Entity ${name} is in the catalogue but not in screens.ts`);
  return meta;
}
