import { accountsEntity } from './accounts.schema';
import { acPlansEntity } from './ac-plans.schema';
import { apiKeysEntity } from './api-keys.schema';
import { billingInvoicesEntity } from './billing-invoices.schema';
import { burstUsagesEntity } from './burst-usages.schema';
import { regionsEntity } from './regions.schema';
import { paymentGatewaysEntity } from './payment-gateways.schema';
import { paymentProfilesEntity } from './payment-profiles.schema';
import { smsProvidersEntity } from './sms-providers.schema';
import { businessPlansEntity } from './business-plans.schema';
import type { EntityDescriptor } from './define';
import { passwordPoliciesEntity } from './password-policies.schema';
import { permissionsEntity } from './permissions.schema';
import { rolesEntity } from './roles.schema';
import { serviceProvidersEntity } from './service-providers.schema';
import { spPlansEntity } from './sp-plans.schema';
import { usersEntity } from './users.schema';
import { ttsVoicesEntity } from './tts-voices.schema';
import { ttsPackagesEntity } from './tts-packages.schema';
import { asrLanguagePackagesEntity } from './asr-language-packages.schema';
import { wslProfilesEntity } from './wsl-profiles.schema';
import { notificationMessagesEntity } from './notification-messages.schema';
import { announcementsEntity } from './announcements.schema';
import { trunksEntity } from './trunks.schema';
import { phoneNumbersEntity } from './phone-numbers.schema';
import { xsiProfilesEntity } from './xsi-profiles.schema';
import { dnisPoolsEntity } from './dnis-pools.schema';
import { qformeQueuesEntity } from './qforme-queues.schema';
import { emailProfilesEntity } from './email-profiles.schema';
import { acAlertSettingsEntity } from './ac-alert-settings.schema';
import { spAlertSettingsEntity } from './sp-alert-settings.schema';
import { authProfilesEntity } from './auth-profiles.schema';
import { smsProfilesEntity } from './sms-profiles.schema';
import { nodeLoggingProfilesEntity } from './node-logging-profiles.schema';
import { webServiceProfilesEntity } from './web-service-profiles.schema';
import { acWebServiceProfilesEntity } from './ac-web-service-profiles.schema';

export * from './define';
export { accountsEntity } from './accounts.schema';
export { serviceProvidersEntity } from './service-providers.schema';
export { businessPlansEntity } from './business-plans.schema';
export { spPlansEntity } from './sp-plans.schema';
export { acPlansEntity } from './ac-plans.schema';
export { usersEntity } from './users.schema';
export { passwordPoliciesEntity } from './password-policies.schema';
export { rolesEntity } from './roles.schema';
export { permissionsEntity } from './permissions.schema';
export { apiKeysEntity } from './api-keys.schema';
export { ttsVoicesEntity, ttsPackagesEntity, asrLanguagePackagesEntity, wslProfilesEntity };
export { burstUsagesEntity } from './burst-usages.schema';
export { billingInvoicesEntity } from './billing-invoices.schema';
export { regionsEntity } from './regions.schema';
export { paymentGatewaysEntity } from './payment-gateways.schema';
export { paymentProfilesEntity } from './payment-profiles.schema';
export { smsProvidersEntity } from './sms-providers.schema';
export { notificationMessagesEntity } from './notification-messages.schema';
export { announcementsEntity } from './announcements.schema';
export { trunksEntity, phoneNumbersEntity, xsiProfilesEntity };
export { dnisPoolsEntity } from './dnis-pools.schema';
export { qformeQueuesEntity } from './qforme-queues.schema';
export { nodeLoggingProfilesEntity };
export { smsProfilesEntity };
export { authProfilesEntity };
export { emailProfilesEntity };
export { webServiceProfilesEntity, acWebServiceProfilesEntity };
export { acAlertSettingsEntity, spAlertSettingsEntity };

/** Every declared entity, whole: the list the server and the generated tests walk (the same order as catalogue.ts). */
export const entities: readonly EntityDescriptor[] = [
  serviceProvidersEntity,
  accountsEntity,
  businessPlansEntity,
  spPlansEntity,
  acPlansEntity,
  burstUsagesEntity,
  billingInvoicesEntity,
  regionsEntity,
  paymentGatewaysEntity,
  paymentProfilesEntity,
  smsProvidersEntity,
  usersEntity,
  passwordPoliciesEntity,
  rolesEntity,
  permissionsEntity,
  apiKeysEntity,
  ttsVoicesEntity,
  ttsPackagesEntity,
  asrLanguagePackagesEntity,
  wslProfilesEntity,
  notificationMessagesEntity,
  announcementsEntity,
  trunksEntity,
  phoneNumbersEntity,
  xsiProfilesEntity,
  dnisPoolsEntity,
  qformeQueuesEntity,
  nodeLoggingProfilesEntity,
  smsProfilesEntity,
  authProfilesEntity,
  emailProfilesEntity,
  webServiceProfilesEntity,
  acWebServiceProfilesEntity,
  acAlertSettingsEntity,
  spAlertSettingsEntity,
];
