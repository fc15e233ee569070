import { type Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Billing: burst usages — what a provider's accounts used beyond their plans' limits over a
 * period, computed by a background job from the usage records, one item per account and month — and the
 * invoices generated from them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('billing_burst_usages'), 'billing_burst_usage_id')
      .addColumn('usage_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('plan_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
      .addColumn('period_end', 'varchar(10)', (c) => c.notNull())
      .addColumn('guard_name', 'varchar(20)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('account_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('record_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('burst_total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('completed_at', 'varchar(32)'),
  ).execute();
  await db.schema.createIndex('billing_burst_usages_sp_idx').on('billing_burst_usages').columns(['sp_id', 'plan_type']).execute();
  await withId(db, db.schema.createTable('billing_burst_usage_items'), 'billing_burst_usage_item_id')
    .addColumn('billing_burst_usage_id', 'integer', (c) =>
      c.notNull().references('billing_burst_usages.billing_burst_usage_id').onDelete('cascade'),
    )
    .addColumn('sp_id', 'integer', (c) => c.notNull())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('ac_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('feature', 'varchar(100)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('usage', 'integer', (c) => c.notNull())
    .addColumn('feature_limit', 'integer')
    .addColumn('burst_limit', 'integer')
    .addColumn('burst_usage', 'integer', (c) => c.notNull())
    .addColumn('beyond_burst', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_burst_usage_items_usage_idx')
    .on('billing_burst_usage_items')
    .column('billing_burst_usage_id')
    .execute();

  await stamps(
    withId(db, db.schema.createTable('billing_invoices'), 'invoice_id')
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('invoice_number', 'varchar(60)', (c) => c.notNull())
      .addColumn('billing_burst_usage_id', 'integer')
      .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
      .addColumn('period_end', 'varchar(10)', (c) => c.notNull())
      .addColumn('burst_units', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('invoice_status', 'varchar(16)', (c) => c.notNull())
      .addColumn('notes', 'text'),
  ).execute();
  await db.schema.createIndex('billing_invoices_sp_idx').on('billing_invoices').column('sp_id').execute();

  // Part 6: regions, payment gateways (with the endpoint a test calls), payment profiles of a provider, SMS providers.
  await stamps(
    withId(db, db.schema.createTable('regions'), 'region_id')
      .addColumn('region_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('region_code', 'varchar(40)'),
  ).execute();
  await stamps(
    withId(db, db.schema.createTable('payment_gateways'), 'payment_gateway_id')
      .addColumn('payment_gateway_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('endpoint_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('http_method', 'varchar(8)', (c) => c.notNull()),
  ).execute();
  await stamps(
    withId(db, db.schema.createTable('payment_profiles'), 'payment_profile_id')
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('payment_profile_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('payment_gateway_id', 'integer', (c) => c.notNull().references('payment_gateways.payment_gateway_id'))
      .addColumn('request_param_variables', 'text', (c) => c.notNull())
      .addColumn('request_param_inputs', 'text', (c) => c.notNull())
      .addColumn('custom_payload', 'text'),
  ).execute();
  await db.schema.createIndex('payment_profiles_sp_idx').on('payment_profiles').column('sp_id').execute();
  await stamps(
    withId(db, db.schema.createTable('sms_providers'), 'sms_provider_id')
      .addColumn('sms_provider_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('json_data', 'text', (c) => c.notNull())
      .addColumn('guard_name', 'varchar(20)', (c) => c.notNull()),
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sms_providers',
    'payment_profiles',
    'payment_gateways',
    'regions',
    'billing_invoices',
    'billing_burst_usage_items',
    'billing_burst_usages',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
