import type { Generated } from 'kysely';

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
export interface BillingBurstUsagesTable extends Stamps {
  billing_burst_usage_id: Generated<number>;
  /** What the list shows: provider, plan type and period. */
  usage_name: string;
  sp_id: number;
  plan_type: string;
  period_start: string;
  period_end: string;
  /** 'admin' (spec 3 §6: creating burst usages adds guard_name admin). */
  guard_name: string;
  status: string;
  /** 0–100 while running. */
  progress: number;
  account_count: number;
  record_count: number;
  /** The sum of the items' burst usage: what is billed. */
  burst_total: number;
  error: string | null;
  completed_at: string | null;
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

export interface BillingInvoicesTable extends Stamps {
  invoice_id: Generated<number>;
  sp_id: number;
  invoice_number: string;
  billing_burst_usage_id: number | null;
  period_start: string;
  period_end: string;
  burst_units: number;
  unit_price_cents: number;
  amount_cents: number;
  currency: string;
  invoice_status: string;
  notes: string | null;
}

export interface RegionsTable extends Stamps {
  region_id: Generated<number>;
  region_name: string;
  region_code: string | null;
}

/** A payment gateway: the endpoint a payment profile's requests (and the test call) go to. */
export interface PaymentGatewaysTable extends Stamps {
  payment_gateway_id: Generated<number>;
  payment_gateway_name: string;
  endpoint_url: string;
  http_method: string;
}

/** A provider's payment profile (its accounts' flows use it): its gateway and the request it sends (variables and inputs as JSON lists, a custom JSON payload). */
export interface PaymentProfilesTable extends Stamps {
  payment_profile_id: Generated<number>;
  sp_id: number;
  payment_profile_name: string;
  payment_gateway_id: number;
  request_param_variables: string;
  request_param_inputs: string;
  custom_payload: string | null;
}

/** An SMS provider: json_data is its request definition (url, method, headers, body template). */
export interface SmsProvidersTable extends Stamps {
  sms_provider_id: Generated<number>;
  sms_provider_name: string;
  json_data: string;
  guard_name: string;
}
