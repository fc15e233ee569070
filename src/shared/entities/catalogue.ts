import { accountsMeta } from './accounts';
import { acPlansMeta } from './ac-plans';
import { apiKeysMeta } from './api-keys';
import { billingInvoicesMeta } from './billing-invoices';
import { burstUsagesMeta } from './burst-usages';
import { regionsMeta } from './regions';
import { paymentGatewaysMeta } from './payment-gateways';
import { paymentProfilesMeta } from './payment-profiles';
import { smsProvidersMeta } from './sms-providers';
import { businessPlansMeta } from './business-plans';
import type { EntityMeta } from './define';
import { passwordPoliciesMeta } from './password-policies';
import { permissionsMeta } from './permissions';
import { rolesMeta } from './roles';
import { serviceProvidersMeta } from './service-providers';
import { spPlansMeta } from './sp-plans';
import { usersMeta } from './users';
import { ttsVoicesMeta } from './tts-voices';
import { ttsPackagesMeta } from './tts-packages';
import { asrLanguagePackagesMeta } from './asr-language-packages';
import { wslProfilesMeta } from './wsl-profiles';

/**
 * Every declared entity's data, without its schemas: what the client's route map and palette read
 * (no zod in the signed-in shell). The server and the tests use the whole declarations (index.ts).
 */
export const entityCatalogue: readonly EntityMeta[] = [serviceProvidersMeta, accountsMeta, businessPlansMeta, spPlansMeta, acPlansMeta, burstUsagesMeta, billingInvoicesMeta, regionsMeta, paymentGatewaysMeta, paymentProfilesMeta, smsProvidersMeta, usersMeta, passwordPoliciesMeta, rolesMeta, permissionsMeta, apiKeysMeta,
  ttsVoicesMeta, ttsPackagesMeta, asrLanguagePackagesMeta, wslProfilesMeta];
