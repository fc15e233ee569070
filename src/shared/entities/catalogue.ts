import { acPlansShell } from './ac-plans';
import { accountsShell } from './accounts';
import { apiKeysShell } from './api-keys';
import { asrLanguagePackagesShell } from './asr-language-packages';
import { billingInvoicesShell } from './billing-invoices';
import { burstUsagesShell } from './burst-usages';
import { businessPlansShell } from './business-plans';
import type { EntityShell } from './define';
import { passwordPoliciesShell } from './password-policies';
import { paymentGatewaysShell } from './payment-gateways';
import { paymentProfilesShell } from './payment-profiles';
import { permissionsShell } from './permissions';
import { regionsShell } from './regions';
import { rolesShell } from './roles';
import { serviceProvidersShell } from './service-providers';
import { smsProvidersShell } from './sms-providers';
import { spPlansShell } from './sp-plans';
import { ttsPackagesShell } from './tts-packages';
import { ttsVoicesShell } from './tts-voices';
import { usersShell } from './users';
import { wslProfilesShell } from './wsl-profiles';
import { notificationMessagesShell } from './notification-messages';
import { trunksShell } from './trunks';
import { phoneNumbersShell } from './phone-numbers';
import { xsiProfilesShell } from './xsi-profiles';
import { announcementsShell } from './announcements';
import { dnisPoolsShell } from './dnis-pools';
import { qformeQueuesShell } from './qforme-queues';
import { emailProfilesShell } from './email-profiles';
import { authProfilesShell } from './auth-profiles';
import { smsProfilesShell } from './sms-profiles';
import { nodeLoggingProfilesShell } from './node-logging-profiles';
import { webServiceProfilesShell } from './web-service-profiles';
import { acWebServiceProfilesShell } from './ac-web-service-profiles';
import { acAlertSettingsShell } from './ac-alert-settings';
import { spAlertSettingsShell } from './sp-alert-settings';

/**
 * Every declared entity's shell part: what the client's route map and palette read (no zod, no list
 * columns or forms in the signed-in shell). The lazy screens read screens.ts; the server and the tests
 * the whole declarations (index.ts). The three lists name the same entities in the same order.
 */
export const entityCatalogue: readonly EntityShell[] = [
  serviceProvidersShell,
  accountsShell,
  businessPlansShell,
  spPlansShell,
  acPlansShell,
  burstUsagesShell,
  billingInvoicesShell,
  regionsShell,
  paymentGatewaysShell,
  paymentProfilesShell,
  smsProvidersShell,
  usersShell,
  passwordPoliciesShell,
  rolesShell,
  permissionsShell,
  apiKeysShell,
  ttsVoicesShell,
  ttsPackagesShell,
  asrLanguagePackagesShell,
  wslProfilesShell,
  notificationMessagesShell,
  announcementsShell,
  trunksShell,
  phoneNumbersShell,
  xsiProfilesShell,
  dnisPoolsShell,
  qformeQueuesShell,
  nodeLoggingProfilesShell,
  smsProfilesShell,
  authProfilesShell,
  emailProfilesShell,
  webServiceProfilesShell,
  acWebServiceProfilesShell,
  acAlertSettingsShell,
  spAlertSettingsShell,
];
