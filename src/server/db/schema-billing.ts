import type { Generated } from 'kysely';
import type { invoiceFields } from '@shared/entities/billing-invoices.fields';
import type { burstUsageFields } from '@shared/entities/burst-usages.fields';
import type { StoredRow } from '@shared/entities/fields';
import type { paymentGatewayFields } from '@shared/entities/payment-gateways.fields';
import type { paymentProfileFields } from '@shared/entities/payment-profiles.fields';
import type { regionFields } from '@shared/entities/regions.fields';
import type { smsProviderFields } from '@shared/entities/sms-providers.fields';

/* ---------- billing (migration 020) ---------- */

declare module './schema' {
  interface Database {
    billing_burst_usages: BillingBurstUsagesTable;
    billing_burst_usage_items: BillingBurstUsageItemsTable;
    billing_invoices: BillingInvoicesTable;
    regions: RegionsTable;
    payment_gateways: PaymentGatewaysTable;
    payment_profiles: PaymentProfilesTable;
    sms_providers: SmsProvidersTable;
  }
}

interface Stamps {
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A burst-usage run of one provider over a period (dates YYYY-MM-DD, end included): queued → running → completed | failed. */
export interface BillingBurstUsagesTable extends Stamps, StoredRow<typeof burstUsageFields> {
  billing_burst_usage_id: Generated<number>;
  sp_id: number;
}

/** One account's usage of one limited feature in one month of the period, against its plan's limit. */
export interface BillingBurstUsageItemsTable {
  billing_burst_usage_item_id: Generated<number>;
  billing_burst_usage_id: number;
  sp_id: number;
  ac_id: number;
  ac_name: string;
  feature: string;
  /** YYYY-MM. */
  month: string;
  usage: number;
  feature_limit: number | null;
  burst_limit: number | null;
  /** Usage beyond the limit (billed). */
  burst_usage: number;
  /** Usage beyond the limit plus the burst allowance (should not happen: the hard limit refuses it). */
  beyond_burst: number;
}

export interface BillingInvoicesTable extends Stamps, StoredRow<typeof invoiceFields> {
  invoice_id: Generated<number>;
  sp_id: number;
}

export interface RegionsTable extends Stamps, StoredRow<typeof regionFields> {
  region_id: Generated<number>;
}

/** A payment gateway: the endpoint a payment profile's requests (and the test call) go to. */
export interface PaymentGatewaysTable extends Stamps, StoredRow<typeof paymentGatewayFields> {
  payment_gateway_id: Generated<number>;
}

/** A provider's payment profile (its accounts' flows use it): its gateway and the request it sends (variables and inputs as JSON lists, a custom JSON payload). */
export interface PaymentProfilesTable extends Stamps, StoredRow<typeof paymentProfileFields> {
  payment_profile_id: Generated<number>;
  sp_id: number;
}

/** An SMS provider: json_data is its request definition (url, method, headers, body template). */
export interface SmsProvidersTable extends Stamps, StoredRow<typeof smsProviderFields> {
  sms_provider_id: Generated<number>;
  guard_name: string;
}
